/** What one API call came to. Callers switch on `kind`; nothing here throws. */
export type HttpOutcome<T> =
  | { kind: 'ok'; status: number; data: T; etag: string | null }
  /** 304: the copy named by If-None-Match is still current. */
  | { kind: 'not-modified' }
  /** No answer came whole: offline, DNS, a reset connection, a body cut mid-way, or no answer in time. */
  | { kind: 'network'; message: string }
  /**
   * A non-2xx answer; `message` is the server's ErrorBody.message when it sent one (a gateway's HTML
   * page has none). `retryAfterMs`: the Retry-After header, when the server asked for a pause.
   */
  | { kind: 'http'; status: number; message: string | null; retryAfterMs?: number }
  /**
   * A 2xx whose body the worker cannot use: `unreadable` (not JSON, too large: garbled on the way) or
   * `off-contract` (JSON that the contract's schema refuses); `issue` says how, for the logs.
   */
  | { kind: 'malformed'; status: number; reason: 'unreadable' | 'off-contract'; issue: string };

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

/** Gateways between the device and the server: their error says the link failed, not that the server refused. */
const GATEWAY = new Set([502, 504]);

/**
 * Whether the link, not the server, failed: nothing came back whole, the body was unreadable, or a gateway
 * answered for the server (a 4xx without the server's ErrorBody is a captive portal's or a proxy's page).
 * Such a call may have reached the server or not; only the same Idempotency-Key makes trying again safe.
 */
export function isLinkFault(o: FailedOutcome): boolean {
  switch (o.kind) {
    case 'network':
      return true;
    case 'malformed':
      return o.reason === 'unreadable';
    case 'http':
      return GATEWAY.has(o.status) || o.status === 408 || (o.status >= 400 && o.status < 500 && o.message === null && o.status !== 401 && o.status !== 429);
    case 'not-modified':
      return false;
  }
}
