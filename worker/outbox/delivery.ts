import type { Table } from 'dexie';
import type { Api, ResponseOf } from '../../src/contract';
import type { ChronicleDB, EndpointOf, OutboxKind, OutboxRowOf } from '../../src/db';
import type { Resource } from '../types';

/** The server's answer to a write of kind K. */
export type AnswerOf<K extends OutboxKind> = ResponseOf<Api[EndpointOf<K>]>;

/**
 * What the outbox does with one kind of write, once it is queued. worker/writes defines one per kind and
 * hands them all in; the outbox imports none. `apply` and `rollback` run in one transaction over `tables`
 * and the outbox.
 */
export interface Delivery<K extends OutboxKind> {
  /** Every table the write's optimistic rows, `apply` and `rollback` touch. */
  tables(db: ChronicleDB): Table[];
  /** The server accepted the write: its answer replaces the optimistic rows. */
  apply(db: ChronicleDB, row: OutboxRowOf<K>, answer: AnswerOf<K>): Promise<void>;
  /** The player discarded the write: undo its optimistic rows. */
  rollback(db: ChronicleDB, row: OutboxRowOf<K>): Promise<void>;
  /** What to pull once the answer is stored, when the answer does not carry all the write changed. */
  refreshAfter?(row: OutboxRowOf<K>, answer: AnswerOf<K>): Resource[];
}

/** One delivery per kind: a kind without one does not compile. */
export type Deliveries = { [K in OutboxKind]: Delivery<K> };
