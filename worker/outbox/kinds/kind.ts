import type { Table } from 'dexie';
import type { Api, EndpointName, ResponseOf } from '../../../src/contract';
import type { ChronicleDB, OutboxRow } from '../../../src/db';
import type { Resource } from '../../types';

/** What the outbox does with one kind of write. `apply` and `rollback` run inside a transaction over `tables`. */
export interface OutboxKindSpec<N extends EndpointName> {
  /** The calls a row of this kind may carry (its request.endpoint is the one sent). */
  endpoints: readonly N[];
  tables(db: ChronicleDB): Table[];
  /** The server accepted the write: its answer replaces the optimistic rows. */
  apply(db: ChronicleDB, row: OutboxRow, answer: ResponseOf<Api[N]>): Promise<void>;
  /** The player discarded the write: remove what the optimistic write added. */
  rollback(db: ChronicleDB, row: OutboxRow): Promise<void>;
  /** What to pull once the answer is stored, when the answer does not carry all the write changed. */
  refreshAfter?(row: OutboxRow, answer: ResponseOf<Api[N]>): Resource[];
}
