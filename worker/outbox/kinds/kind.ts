import type { Table } from 'dexie';
import type { Api, EndpointName, ResponseOf } from '../../../src/contract';
import type { ChronicleDB, OutboxRow } from '../../../src/db';

/** What the outbox does with one kind of write. `apply` and `rollback` run inside a transaction over `tables`. */
export interface OutboxKindSpec<N extends EndpointName> {
  endpoint: N;
  tables(db: ChronicleDB): Table[];
  /** The server accepted the write: its answer replaces the optimistic rows. */
  apply(db: ChronicleDB, row: OutboxRow, answer: ResponseOf<Api[N]>): Promise<void>;
  /** The player discarded the write: remove what the optimistic write added. */
  rollback(db: ChronicleDB, row: OutboxRow): Promise<void>;
}
