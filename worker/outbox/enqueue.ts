import type { Table } from 'dexie';
import type { ChronicleDB, OutboxRow } from '../../src/db';
import type { Clock } from '../deps';

export type WriteSpec = Pick<OutboxRow, 'kind' | 'scope' | 'request' | 'label'>;
/** What the optimistic write may add to the outbox row (read inside the same transaction). */
export type WriteExtras = Partial<Pick<OutboxRow, 'replaced' | 'removed_note'>>;

/** Thrown by an optimistic write that finds the write cannot be made; nothing is written. */
export class Refused extends Error {}

/**
 * One transaction: the optimistic rows (written by `optimistic`, which gets the outbox id and seq) and
 * the outbox row. If either write fails, neither exists. `tables` are the ones `optimistic` touches.
 */
export async function enqueue(
  db: ChronicleDB,
  clock: Clock,
  spec: WriteSpec,
  tables: Table[],
  optimistic: (outboxId: string, seq: number) => Promise<WriteExtras | void>,
): Promise<OutboxRow> {
  const id = crypto.randomUUID();
  return db.transaction('rw', [db.outbox, ...tables], async () => {
    const last = await db.outbox.orderBy('seq').last();
    const seq = (last?.seq ?? 0) + 1;
    const extras = await optimistic(id, seq);
    const now = clock.now();
    const row: OutboxRow = {
      ...spec,
      ...extras,
      id,
      seq,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      state: 'pending',
      lastError: null,
    };
    await db.outbox.add(row);
    return row;
  });
}
