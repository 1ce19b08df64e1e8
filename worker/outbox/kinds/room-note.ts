import { writeProgress } from '../../sync/crawl';
import type { OutboxKindSpec } from './kind';

/**
 * A room note added or deleted (PUT user-progress add_note / delete_note_id). The answer is the crawl,
 * which carries the rooms' note counts but not the notes: an added note keeps its local id, no longer
 * pending, until the details pulled next bring the server's copy (and its id, needed to delete it).
 */
export const roomNoteKind: OutboxKindSpec<'dungeonUpdateProgress'> = {
  endpoints: ['dungeonUpdateProgress'],
  tables: (db) => [db.dungeonNotes, db.dungeonProgress, db.dungeonEvents],
  async apply(db, row, progress) {
    await db.dungeonNotes.where('outbox_id').equals(row.id).modify({ pending: false, outbox_id: null });
    await writeProgress(db, progress);
  },
  async rollback(db, row) {
    await db.dungeonNotes.where('outbox_id').equals(row.id).delete();
    if (row.removed_note) await db.dungeonNotes.put(row.removed_note);
  },
  refreshAfter: (row) => (row.removed_note ? [] : [{ kind: 'crawl', id: row.request.params.id ?? '' }]),
};
