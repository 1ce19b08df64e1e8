import { turnTables, writeTurn } from '../../sync/crawl';
import type { OutboxKindSpec } from './kind';

/** A typed Timeline choice: the pending 'input' event gives way to the events the server played. */
export const dungeonChoiceKind: OutboxKindSpec<'dungeonContinue'> = {
  endpoints: ['dungeonContinue'],
  tables: turnTables,
  async apply(db, row, turn) {
    // The outbox row is already gone, so writeProgress drops this optimistic event with the rest.
    await db.dungeonEvents.where('pending_outbox_id').equals(row.id).delete();
    await writeTurn(db, turn, row.createdAt);
  },
  async rollback(db, row) {
    await db.dungeonEvents.where('pending_outbox_id').equals(row.id).delete();
  },
};
