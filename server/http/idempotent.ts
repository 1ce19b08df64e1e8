/** One mutation, once per Idempotency-Key: the effect and its stored answer commit together. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { inTransaction, serialize } from '../store/db';
import { deleteAnswer, findAnswer, storeAnswer } from '../store/idempotency';
import type { ServerContext } from './server-context';
import { fail } from './errors';

export const MAX_KEY_LENGTH = 128;

export interface Outcome {
  status: number;
  text: string;
  replayed: boolean;
  /** Drops the stored answer, so that a retry with the same key runs again. */
  forget(): Promise<void>;
}

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/** The request's Idempotency-Key, refused when it is empty or too long. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && (key.length === 0 || key.length > MAX_KEY_LENGTH)) {
    fail(400, `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters.`);
  }
  return key;
}

/**
 * Body fields that shape only the answer, not the change: a turn's `after_seq` names the last event the
 * client holds, so that the answer carries only what it lacks. A client sends a queued turn as soon as the
 * answer before it arrives, naming that answer's last event, before the device has stored it; a retry
 * under the same key may name another. It is the same turn, and it gets the stored answer.
 */
const ANSWER_ONLY_FIELDS: readonly string[] = ['after_seq'];

function changeOf(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body ?? null;
  return Object.fromEntries(Object.entries(body).filter(([k]) => !ANSWER_ONLY_FIELDS.includes(k)));
}

function hashOf(body: unknown, request: FastifyRequest): string {
  const query = request.url.split('?')[1] ?? '';
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .update('\0')
    .update(query)
    .digest('base64url');
}

/** What was asked, beyond method and path: the same key with another change is another request. */
function fingerprintOf(request: FastifyRequest): string {
  return hashOf(changeOf(request.body), request);
}

/** An answer stored before ANSWER_ONLY_FIELDS were left out was fingerprinted with the whole body. */
function sameRequest(stored: string | null, request: FastifyRequest, fingerprint: string): boolean {
  return stored === null || stored === fingerprint || stored === hashOf(request.body, request);
}

/**
 * Runs `work` once per key. A key seen before answers the stored response (`replayed`) when the request is
 * the same one, and is refused with a 422 when it is not — method, path or body — as payment APIs do, so a
 * client bug never gets another request's answer. `keepMs` (answers that carry tokens) replays the answer
 * only that long, instead of the usual retention (store/housekeeping.ts).
 */
export async function runIdempotent(
  ctx: ServerContext,
  request: FastifyRequest,
  scope: string,
  work: (ctx: ServerContext) => Promise<{ status: number; text: string }>,
  keepMs?: number,
): Promise<Outcome> {
  const key = idempotencyKey(request);
  const method = request.method;
  const path = request.url.split('?')[0] ?? request.url;
  const fingerprint = fingerprintOf(request);
  const forget = async (): Promise<void> => {
    if (key !== undefined) await deleteAnswer(ctx.db, scope, key);
  };

  // One transaction: on SQLite IMMEDIATE (store/db.ts), so the write lock is taken at BEGIN, where busy_timeout
  // waits for another instance's commit.
  return inTransaction(ctx.db, async (trx): Promise<Outcome> => {
    // One caller's mutations, one at a time across every instance: the same key sent twice at once finds
    // the first one's answer, and two turns of one player land in order (store/db.ts, serialize).
    await serialize(trx, `mutation:${scope}`);
    const inTx: ServerContext = { ...ctx, db: trx };
    const now = ctx.now();
    if (key !== undefined) {
      const stored = await findAnswer(trx, scope, key, now);
      if (stored) {
        const same = stored.method === method && stored.path === path && sameRequest(stored.fingerprint, request, fingerprint);
        if (!same) fail(422, KEY_REUSED);
        return { status: stored.status, text: stored.body, replayed: true, forget: async () => {} };
      }
    }
    const { status, text } = await work(inTx);
    if (key !== undefined && status < 300) {
      await storeAnswer(trx, scope, { key, method, path, status, body: text, created_at: now, fingerprint, expires_at: keepMs === undefined ? null : now + keepMs });
    }
    return { status, text, replayed: false, forget };
  });
}
