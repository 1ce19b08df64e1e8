import type { ChronicleDB, OutboxKind, OutboxRow, OutboxRowOf } from '../../src/db';
import type { Clock } from '../deps';
import type { Http } from '../http/create-http';
import { backoffDelay, type Fault } from './backoff';
import { classify } from './classify';
import type { AnswerOf } from './delivery';

/** What came of one try of a write of kind K. */
export type Delivered<K extends OutboxKind = OutboxKind> =
  /** The server applied it: its answer is the committer's to store (commit.ts). */
  | { kind: 'done'; answer: AnswerOf<K> }
  /** The server refused it: the row is failed, holding its scope until the player acts. */
  | { kind: 'refused' }
  /** Not this time: the row waits until `until`, for the reason `fault`. */
  | { kind: 'held'; fault: Fault; until: number };

export interface DeliverDeps {
  db: ChronicleDB;
  http: Http;
  clock: Clock;
  random: () => number;
}

/**
 * Sends one row with its id as Idempotency-Key. A refusal or a fault is recorded on the row at once, with
 * the request as it went out (a retry sends that body again); a delivered write's answer is handed back,
 * for the committer to store.
 */
export function createDeliver({ db, http, clock, random }: DeliverDeps) {
  /** Generic over the row's kind, so its request and its answer stay of one kind. */
  return async function deliver<K extends OutboxKind>(row: OutboxRowOf<K>): Promise<Delivered<K>> {
    const out = await http.send(row.request, { headers: { 'Idempotency-Key': row.id } });
    if (out.kind === 'malformed') console.warn(`[outbox] ${row.kind} ${row.id}: unusable answer (${out.issue}); retrying with the same key`);
    const verdict = classify(out);
    // A row of kind K: its request is that kind's, which the outbox table's union type cannot see.
    const asSent = { request: row.request as OutboxRow['request'], sent: true as const };

    switch (verdict.action) {
      case 'done':
        return { kind: 'done', answer: verdict.data };
      case 'retry': {
        const attempts = row.attempts + 1;
        const until = clock.now() + backoffDelay(verdict.fault, attempts, random, verdict.retryAfterMs);
        await db.outbox.update(row.id, { ...asSent, state: 'pending', attempts, nextAttemptAt: until, lastError: verdict.message });
        return { kind: 'held', fault: verdict.fault, until };
      }
      case 'fail':
        await db.outbox.update(row.id, { ...asSent, state: 'failed', attempts: row.attempts + 1, lastError: verdict.message });
        return { kind: 'refused' };
    }
  };
}

export type Deliver = ReturnType<typeof createDeliver>;
