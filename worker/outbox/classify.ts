import { describeFailure, type HttpOutcome } from '../http/outcome';

export type Verdict<T> =
  | { action: 'done'; data: T }
  /** Transient: try again later with backoff; the item keeps its place in its scope. */
  | { action: 'retry'; message: string }
  /** The server refused it: kept, shown with the server's message, until retried or discarded. */
  | { action: 'fail'; message: string };

/** Statuses that say "not now" rather than "no". */
const TRANSIENT = new Set([408, 429]);

export function classify<T>(out: HttpOutcome<T>): Verdict<T> {
  switch (out.kind) {
    case 'ok':
      return { action: 'done', data: out.data };
    case 'network':
      return { action: 'retry', message: describeFailure(out) };
    case 'http':
      // A 401 reaching here already went through the refresh-once path: keep the write for after sign-in.
      if (out.status >= 500 || TRANSIENT.has(out.status) || out.status === 401) return { action: 'retry', message: describeFailure(out) };
      return { action: 'fail', message: out.message ?? `The server refused this (${out.status}).` };
    case 'malformed':
    case 'not-modified':
      return { action: 'fail', message: describeFailure(out) };
  }
}
