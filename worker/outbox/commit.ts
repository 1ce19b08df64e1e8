import type { Table } from 'dexie';
import type { ChronicleDB, OutboxKind, OutboxRowOf } from '../../src/db';
import type { Resource } from '../types';
import type { AnswerOf, Deliveries } from './delivery';

/** At most this many answers are stored in one transaction. */
export const MAX_PER_COMMIT = 64;

interface Answered {
  id: string;
  kind: OutboxKind;
  /** The write's apply of its answer, and its follow-up pulls: of one kind, bound when queued. */
  apply: () => Promise<void>;
  refreshAfter: () => Resource[];
  stored: () => void;
  failed: (e: unknown) => void;
}

export interface CommitterDeps {
  db: ChronicleDB;
  writes: Deliveries;
  /** A resource a stored write changed beyond its answer (its kind's refreshAfter). */
  followUp(r: Resource): void;
}

/**
 * Stores the answers of delivered writes: every answer that arrived while a transaction ran goes into the
 * next one, together, in the order they arrived (so a scope's answers are stored in its order). A
 * transaction removes the writes' outbox rows and applies their answers; a write the player discarded (or
 * a sign-out cleared) while it was in flight is skipped, and the next pull shows what the server kept.
 *
 * Senders do not wait for it: a scope sends its next write while the answer before it is stored, so a
 * replay goes at the pace of the link, and IndexedDB's work is a transaction per batch, not per write.
 * When a batch's transaction fails (a bug in one kind's apply), each of its answers is tried alone, so one
 * bad answer does not take the others down with it.
 */
export function createCommitter({ db, writes, followUp }: CommitterDeps) {
  const queue: Answered[] = [];
  let running: Promise<void> | null = null;

  function tablesOf(batch: Answered[]): Table[] {
    return [...new Set([db.outbox, ...[...new Set(batch.map((a) => a.kind))].flatMap((k) => writes[k].tables(db))])];
  }

  async function store(batch: Answered[]): Promise<void> {
    await db.transaction('rw', tablesOf(batch), async () => {
      const present = await db.outbox.bulkGet(batch.map((a) => a.id));
      const kept = batch.filter((_, i) => present[i] !== undefined);
      await db.outbox.bulkDelete(kept.map((a) => a.id));
      for (const a of kept) await a.apply();
    });
    for (const a of batch) for (const r of a.refreshAfter()) followUp(r);
  }

  /** Runs while answers wait; `running` is cleared in the very turn the queue is found empty. */
  async function loop(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, MAX_PER_COMMIT);
        try {
          await store(batch);
          for (const a of batch) a.stored();
        } catch (e) {
          if (batch.length === 1) {
            batch[0]!.failed(e);
            continue;
          }
          for (const a of batch) {
            try {
              await store([a]);
              a.stored();
            } catch (alone) {
              a.failed(alone);
            }
          }
        }
      }
    } finally {
      running = null;
    }
  }

  /** Queues a delivered write's answer; resolves once it is stored (rejects if it could not be). */
  function add<K extends OutboxKind>(row: OutboxRowOf<K>, answer: AnswerOf<K>): Promise<void> {
    const write = writes[row.kind];
    return new Promise<void>((stored, failed) => {
      queue.push({ id: row.id, kind: row.kind, apply: () => write.apply(db, row, answer), refreshAfter: () => write.refreshAfter?.(row, answer) ?? [], stored, failed });
      running ??= loop();
    });
  }

  return { add };
}

export type Committer = ReturnType<typeof createCommitter>;
