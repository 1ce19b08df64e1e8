import type * as z from 'zod/mini';
import type { ChronicleDB, OutboxKind, OutboxWrite } from '../../src/db';
import type { Clock } from '../deps';
import type { Delivery } from '../outbox/delivery';
import type { QueueIds } from '../outbox/enqueue';
import type { Outbox } from '../outbox/replay';
import type { Sync } from '../sync/create-sync';
import type { Result } from '../types';

/** What a write works with when the player makes it. */
export interface WriteContext {
  db: ChronicleDB;
  clock: Clock;
  outbox: Outbox;
  sync: Sync;
}

/** A write ready to queue. */
export interface Prepared<K extends OutboxKind> {
  /** Writes within a scope are sent in order: 'adventure:ID', 'dungeon:ID', 'thread:THREAD', 'rating:TYPE:ID'. */
  scope: string;
  /** What the pending-writes list shows. */
  label: string;
  /**
   * Runs in the transaction that adds the outbox row (whose id and seq it gets): writes the optimistic
   * rows and answers the write as its row keeps it, { kind, request, ...extras }. Throw Refused to refuse.
   */
  optimistic(ids: QueueIds): Promise<OutboxWrite<K>>;
}

/**
 * One player write, whole: the input the UI passes, how it is prepared and shown at once, and (as a
 * Delivery) what its answer, its discard and its follow-up pulls do. worker/writes/index.ts lists them.
 */
export interface WriteDef<K extends OutboxKind, I extends z.ZodMiniType> extends Delivery<K> {
  kind: K;
  /** The schema of what the UI passes, built from the contract's. */
  input: I;
  /**
   * Reads what the write needs, outside any transaction. Answers the write to queue, or a Result when
   * there is nothing to queue (already done, or refused before anything is written).
   */
  prepare(ctx: WriteContext, input: z.output<I>): Promise<Prepared<K> | Result>;
}

/** Infers the kind and the input schema, so every part of a write is typed by them. */
export const defineWrite = <K extends OutboxKind, I extends z.ZodMiniType>(write: WriteDef<K, I>): WriteDef<K, I> => write;

/** A short quote for a label. */
export function snippet(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
