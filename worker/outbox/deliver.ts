import type { Table } from 'dexie';
import type { ChronicleDB, OutboxKind, OutboxRow, OutboxRowOf } from '../../src/db';
import type { Clock } from '../deps';
import type { Http } from '../http/create-http';
import type { Resource } from '../types';
import { backoffDelay, type Fault } from './backoff';
import { classify } from './classify';
import type { Deliveries } from './delivery';

/** What came of one try of a write. */
export type Delivered =
  /**
   * The server applied it and its answer is stored (or the player discarded it meanwhile); `next` is what
   * the caller's `then` answered in the same transaction (the scope's next write, claimed).
   */
  | { kind: 'done'; next: OutboxRow | null }
  /** The server refused it: the row is failed, holding its scope until the player acts. */
  | { kind: 'refused' }
  /** Not this time: the row waits until `until`, for the reason `fault`. */
  | { kind: 'held'; fault: Fault; until: number };

export interface DeliverDeps {
  db: ChronicleDB;
  http: Http;
  clock: Clock;
  random: () => number;
  writes: Deliveries;
  /** A resource the write changed beyond its answer, pulled once the drain is over. */
  followUp(r: Resource): void;
  /** What the `then` claim reads beyond the outbox (claimTables). */
  claimTables: Table[];
}

/**
 * Sends one row with its id as Idempotency-Key and records the outcome in the outbox. `then` runs inside
 * the transaction that stores a delivered write's answer (the drain claims the scope's next write there):
 * one transaction per write, not three, while a thousand replay.
 */
export function createDeliver({ db, http, clock, random, writes, followUp, claimTables }: DeliverDeps) {
  /** Generic over the row's kind, so its request, its answer and its write's apply stay of one kind. */
  return async function deliver<K extends OutboxKind>(row: OutboxRowOf<K>, then: () => Promise<OutboxRow | null> = async () => null): Promise<Delivered> {
    const write = writes[row.kind];
    const out = await http.send(row.request, { headers: { 'Idempotency-Key': row.id } });
    if (out.kind === 'malformed') console.warn(`[outbox] ${row.kind} ${row.id}: unusable answer (${out.issue}); retrying with the same key`);
    const verdict = classify(out);

    switch (verdict.action) {
      case 'done': {
        const next = await db.transaction('rw', [...new Set([db.outbox, ...write.tables(db), ...claimTables])], async () => {
          // Discarded or signed out while in flight: the next pull shows what the server kept.
          if (await db.outbox.get(row.id)) {
            await db.outbox.delete(row.id);
            await write.apply(db, row, verdict.data);
          }
          return then();
        });
        for (const r of write.refreshAfter?.(row, verdict.data) ?? []) followUp(r);
        return { kind: 'done', next };
      }
      case 'retry': {
        const attempts = row.attempts + 1;
        const until = clock.now() + backoffDelay(verdict.fault, attempts, random, verdict.retryAfterMs);
        await db.outbox.update(row.id, { state: 'pending', attempts, nextAttemptAt: until, lastError: verdict.message });
        return { kind: 'held', fault: verdict.fault, until };
      }
      case 'fail':
        await db.outbox.update(row.id, { state: 'failed', attempts: row.attempts + 1, lastError: verdict.message });
        return { kind: 'refused' };
    }
  };
}

export type Deliver = ReturnType<typeof createDeliver>;
