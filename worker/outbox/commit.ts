import type { Table } from 'dexie';
import type { ChronicleDB, OutboxKind, OutboxRowOf } from '../../src/db';
import type { Resource } from '../types';
import type { Answered, AnswerOf, Deliveries } from './delivery';

/** At most this many answers are stored in one transaction. */
export const MAX_PER_COMMIT = 64;

/** An answer waiting to be stored, with what its kind does with it, bound when queued. */
interface Waiting {
  id: string;
  kind: OutboxKind;
  /** The names of the tables its kind writes. */
  tables: ReadonlySet<string>;
  apply: () => Promise<void>;
  /** Its kind's applyAll, over this answer and the others of its kind stored with it. */
  applyAll: ((together: Waiting[]) => Promise<void>) | null;
  answered: unknown;
  refreshAfter: () => Resource[];
  stored: () => void;
  failed: (e: unknown) => void;
}

const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((t) => b.has(t));

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
  const queue: Waiting[] = [];
  let running: Promise<void> | null = null;

  function tablesOf(batch: Waiting[]): Table[] {
    return [...new Set([db.outbox, ...[...new Set(batch.map((a) => a.kind))].flatMap((k) => writes[k].tables(db))])];
  }

  /**
   * Each answer as if applied one after another: those of a kind with applyAll are gathered and applied
   * together, unless an answer of another kind that writes one of their tables comes after them: the
   * group is applied first.
   */
  async function applyInOrder(answers: Waiting[]): Promise<void> {
    const groups = new Map<OutboxKind, Waiting[]>();
    const flush = async (kind: OutboxKind) => {
      const group = groups.get(kind)!;
      groups.delete(kind);
      await group[0]!.applyAll!(group);
    };
    for (const a of answers) {
      for (const [kind, group] of [...groups]) if (kind !== a.kind && overlap(group[0]!.tables, a.tables)) await flush(kind);
      if (!a.applyAll) {
        await a.apply();
        continue;
      }
      const group = groups.get(a.kind);
      if (group) group.push(a);
      else groups.set(a.kind, [a]);
    }
    for (const kind of [...groups.keys()]) await flush(kind);
  }

  async function store(batch: Waiting[]): Promise<void> {
    await db.transaction('rw', tablesOf(batch), async () => {
      const present = await db.outbox.bulkGet(batch.map((a) => a.id));
      const kept = batch.filter((_, i) => present[i] !== undefined);
      await db.outbox.bulkDelete(kept.map((a) => a.id));
      await applyInOrder(kept);
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
    const answered: Answered<K> = { row, answer };
    const applyAll = write.applyAll?.bind(write);
    return new Promise<void>((stored, failed) => {
      queue.push({
        id: row.id,
        kind: row.kind,
        tables: new Set(write.tables(db).map((t) => t.name)),
        apply: () => write.apply(db, row, answer),
        // Gathered by kind, so every answer of the group is of kind K.
        applyAll: applyAll ? (together) => applyAll(db, together.map((w) => w.answered as Answered<K>)) : null,
        answered,
        refreshAfter: () => write.refreshAfter?.(row, answer) ?? [],
        stored,
        failed,
      });
      running ??= loop();
    });
  }

  return { add };
}

export type Committer = ReturnType<typeof createCommitter>;
