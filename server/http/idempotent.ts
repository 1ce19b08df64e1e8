/** One mutation, once per Idempotency-Key: the effect and its stored answer commit together. */
import type { FastifyRequest } from 'fastify';
import { deleteAnswer, findAnswer, storeAnswer } from '../store/idempotency';
import type { ServerContext } from './server-context';
import { fail } from './errors';

export const MAX_KEY_LENGTH = 128;

export interface Outcome {
  status: number;
  text: string;
  replayed: boolean;
  /** Drops the stored answer, so that a retry with the same key runs again. */
  forget(): void;
}

export function runIdempotent(
  ctx: ServerContext,
  request: FastifyRequest,
  scope: string,
  work: () => { status: number; text: string },
): Outcome {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && (key.length === 0 || key.length > MAX_KEY_LENGTH)) {
    fail(400, `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters.`);
  }
  const method = request.method;
  const path = request.url.split('?')[0] ?? request.url;
  const forget = (): void => {
    if (key !== undefined) deleteAnswer(ctx.db, scope, key);
  };

  return ctx.db.transaction((): Outcome => {
    if (key !== undefined) {
      const stored = findAnswer(ctx.db, scope, key);
      if (stored) {
        if (stored.method !== method || stored.path !== path) {
          fail(422, 'This Idempotency-Key was already used for a different request.');
        }
        return { status: stored.status, text: stored.body, replayed: true, forget: () => {} };
      }
    }
    const { status, text } = work();
    if (key !== undefined && status < 300) {
      storeAnswer(ctx.db, scope, { key, method, path, status, body: text, created_at: ctx.now() });
    }
    return { status, text, replayed: false, forget };
  })();
}
