import Dexie, { type Table } from 'dexie';
import type { Api, ResponseOf } from '../../src/contract';
import type { ChronicleDB, EndpointOf, OutboxKind, OutboxRowOf } from '../../src/db';
import type { Resource } from '../types';

/** The server's answer to a write of kind K. */
export type AnswerOf<K extends OutboxKind> = ResponseOf<Api[EndpointOf<K>]>;

/** A delivered write of kind K and the server's answer to it. */
export interface Answered<K extends OutboxKind> {
  row: OutboxRowOf<K>;
  answer: AnswerOf<K>;
}

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
  /**
   * Several answers of this kind at once, in the order they came, stored as `apply` of each in turn would
   * store them, with a request per table rather than per answer: a replay stores many together.
   */
  applyAll?(db: ChronicleDB, answered: Answered<K>[]): Promise<void>;
  /** The player discarded the write: undo its optimistic rows. */
  rollback(db: ChronicleDB, row: OutboxRowOf<K>): Promise<void>;
  /**
   * The request as it goes out the first time, brought up to date with what the device holds then (a turn
   * names the last event the device holds, so its answer brings only what came since): a write queued
   * behind others names what their answers brought. Runs when the outbox claims the row, in a transaction
   * over the outbox and `tables`; a row that went out once keeps its request.
   */
  firstSend?: {
    tables(db: ChronicleDB): Table[];
    request(db: ChronicleDB, row: OutboxRowOf<K>): PromiseLike<OutboxRowOf<K>['request']>;
    /**
     * The request brought up to date with the answer of a write sent before it in its scope, which may not
     * be stored yet: the outbox sends a scope's next write while the answer before it is stored. Folded over
     * those answers in order, of any kind; an answer the device already holds must change nothing.
     */
    after(request: OutboxRowOf<K>['request'], answer: unknown): OutboxRowOf<K>['request'];
  };
  /** What to pull once the answer is stored, when the answer does not carry all the write changed. */
  refreshAfter?(row: OutboxRowOf<K>, answer: AnswerOf<K>): Resource[];
}

/** One delivery per kind: a kind without one does not compile. */
export type Deliveries = { [K in OutboxKind]: Delivery<K> };

/**
 * A write going out for the first time (claimed `fresh`), brought up to date with the answers its scope
 * received since its claim read the database (firstSend.after); any other row goes as it is.
 */
export function followed<K extends OutboxKind>(writes: Deliveries, row: OutboxRowOf<K>, answers: readonly unknown[]): OutboxRowOf<K> {
  const firstSend = (writes[row.kind] as Delivery<K>).firstSend;
  if (!firstSend || answers.length === 0) return row;
  return { ...row, request: answers.reduce<OutboxRowOf<K>['request']>((request, answer) => firstSend.after(request, answer), row.request) };
}

/** The tables a claim reads beyond the outbox: those of every kind's first send. */
export function claimTables(db: ChronicleDB, writes: Deliveries): Table[] {
  return [...new Set(Object.values(writes).flatMap((w: Delivery<OutboxKind>) => w.firstSend?.tables(db) ?? []))];
}

/**
 * The row as its claim sends it: a write that never went out has its request brought up to date with
 * what the device holds (firstSend.request); one that went out once keeps its request, which its key
 * answers. Not an async function: it runs in the claim's transaction, which stays open only over Dexie's
 * own promises.
 */
export function upToDate<K extends OutboxKind>(db: ChronicleDB, writes: Deliveries, row: OutboxRowOf<K>): PromiseLike<OutboxRowOf<K>> {
  const firstSend = row.sent ? undefined : (writes[row.kind] as Delivery<K>).firstSend;
  if (!firstSend) return Dexie.Promise.resolve(row);
  return firstSend.request(db, row).then((request) => ({ ...row, request }));
}
