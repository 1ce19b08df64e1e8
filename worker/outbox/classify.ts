import { describeFailure, isLinkFault, type HttpOutcome } from '../http/outcome';
import type { Fault } from './backoff';

export type Verdict<T> =
  | { action: 'done'; data: T }
  /** Transient: try again later with backoff, under the same key; the item keeps its place in its scope. */
  | { action: 'retry'; fault: Fault; message: string; retryAfterMs?: number }
  /** The server's considered refusal: kept, shown with the server's message, until retried or discarded. */
  | { action: 'fail'; message: string };

/**
 * Only a 4xx carrying the server's own message is a refusal the player must see. Everything else is
 * retried with the same Idempotency-Key: a garbled or cut answer to a write the server applied is then
 * answered from the server's stored response. A 401 here already went through the refresh-once path, so
 * the write waits for a new session.
 */
export function classify<T>(out: HttpOutcome<T>): Verdict<T> {
  if (out.kind === 'ok') return { action: 'done', data: out.data };
  const message = describeFailure(out);
  // JSON the contract refuses may be the server's own bug rather than the link's: retried, but sparingly.
  if (out.kind === 'malformed' && out.reason === 'off-contract') return { action: 'retry', fault: 'server', message };
  if (isLinkFault(out)) return { action: 'retry', fault: 'link', message };
  if (out.kind === 'http' && out.status < 500 && out.status !== 401 && out.status !== 429 && out.message !== null) {
    return { action: 'fail', message: out.message };
  }
  const retry: Verdict<T> = { action: 'retry', fault: 'server', message };
  return out.kind === 'http' && out.retryAfterMs !== undefined ? { ...retry, retryAfterMs: out.retryAfterMs } : retry;
}
