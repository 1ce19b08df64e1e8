import { writeProgress } from '../../sync/crawl';
import type { OutboxKindSpec } from './kind';

/**
 * A journal line: the player's own text (journal/custom answers the entry, which replaces the
 * pending row) or a kept segment (user-progress answers the crawl only: the row stays, no longer
 * pending, until the journal pulled next brings the server's copy).
 */
export const journalKind: OutboxKindSpec<'dungeonJournalCustom' | 'dungeonUpdateProgress'> = {
  endpoints: ['dungeonJournalCustom', 'dungeonUpdateProgress'],
  tables: (db) => [db.dungeonJournal, db.dungeonProgress, db.dungeonEvents],
  async apply(db, row, answer) {
    const dungeon_id = row.request.params.id ?? '';
    if ('journal_id' in answer) {
      await db.dungeonJournal.where('outbox_id').equals(row.id).delete();
      await db.dungeonJournal.put({ ...answer, dungeon_id, pending: false, outbox_id: null });
      return;
    }
    await db.dungeonJournal.where('outbox_id').equals(row.id).modify({ pending: false, outbox_id: null });
    await writeProgress(db, answer);
  },
  async rollback(db, row) {
    await db.dungeonJournal.where('outbox_id').equals(row.id).delete();
  },
  refreshAfter: (row) => (row.request.endpoint === 'dungeonUpdateProgress' ? [{ kind: 'crawl', id: row.request.params.id ?? '' }] : []),
};
