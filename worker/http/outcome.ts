/** What one API call came to. Callers switch on `kind`; nothing here throws. */
export type HttpOutcome<T> =
  | { kind: 'ok'; status: number; data: T; etag: string | null }
  /** 304: the copy named by If-None-Match is still current. */
  | { kind: 'not-modified' }
  /** fetch itself threw: offline, DNS, CORS, aborted. */
  | { kind: 'network'; message: string }
  /** A non-2xx answer; `message` is the server's ErrorBody.message when it sent one. */
  | { kind: 'http'; status: number; message: string | null }
  /** A 2xx whose body does not match the contract; `issue` is the first zod issue. */
  | { kind: 'malformed'; status: number; issue: string };

/** Anything but a 2xx; a 304 counts as failed where no If-None-Match was sent. */
export type FailedOutcome = Exclude<HttpOutcome<unknown>, { kind: 'ok' }>;

export const OFFLINE_MESSAGE = 'No connection. Try again when you are online.';
export const UNREADABLE_MESSAGE = "The server's answer could not be read.";
export const GENERIC_MESSAGE = 'Something went wrong';

/** The text a player sees for a failed call. */
export function describeFailure(o: FailedOutcome): string {
  switch (o.kind) {
    case 'network':
      return OFFLINE_MESSAGE;
    case 'http':
      return o.message ?? GENERIC_MESSAGE;
    case 'malformed':
      return UNREADABLE_MESSAGE;
    case 'not-modified':
      return GENERIC_MESSAGE;
  }
}
