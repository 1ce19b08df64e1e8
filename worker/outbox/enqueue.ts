import type { Table } from 'dexie';
import type { ChronicleDB, OutboxRow, OutboxWrite } from '../../src/db';
import type { Clock } from '../deps';

/** The outbox row's id (its Idempotency-Key) and seq, known to the optimistic write. */
export interface QueueIds {
  outboxId: string;
  seq: number;
}

export interface Enqueue {
  /** Writes within a scope are sent in order, one at a time. */
  scope: string;
  /** A short description for the pending-writes list. */
  label: string;
  /** Every table `optimistic` touches. */
  tables: Table[];
  /** Writes the optimistic rows and answers the write as its row keeps it: kind, request, extras. */
  optimistic(ids: QueueIds): Promise<OutboxWrite>;
}

/**
 * One transaction: the optimistic rows and the outbox row. If either write fails (or `optimistic`
 * throws), neither exists.
 */
export async function enqueue(db: ChronicleDB, clock: Clock, { scope, label, tables, optimistic }: Enqueue): Promise<OutboxRow> {
  const outboxId = crypto.randomUUID();
  return db.transaction('rw', [db.outbox, ...tables], async () => {
    const last = await db.outbox.orderBy('seq').last();
    const seq = (last?.seq ?? 0) + 1;
    const write = await optimistic({ outboxId, seq });
    const now = clock.now();
    const row: OutboxRow = { ...write, id: outboxId, seq, scope, label, createdAt: now, attempts: 0, nextAttemptAt: now, state: 'pending', lastError: null };
    await db.outbox.add(row);
    return row;
  });
}
