import * as z from 'zod/mini';
import { Id, NoteAdd } from '../../src/contract';
import { dungeonScope, writeHead } from '../sync/crawl';
import { defineWrite, snippet } from './define';

/**
 * A note on a discovered room (PUT user-progress add_note): pending at once, sent with the dungeon's other
 * writes. The answer is the crawl, which carries the rooms' note counts but not the notes: the note keeps
 * its local id, no longer pending, until the details pulled next bring the server's copy (and its id,
 * needed to delete it).
 */
export const roomNoteAdd = defineWrite({
  kind: 'roomNoteAdd',
  input: z.extend(NoteAdd, { dungeon_id: Id }),
  tables: (db) => [db.dungeonNotes, db.dungeonProgress, db.dungeonEvents],

  async prepare({ db, clock }, { dungeon_id, room, text }) {
    return {
      scope: dungeonScope(dungeon_id),
      label: `Note: “${snippet(text)}”`,
      async optimistic({ outboxId }) {
        await db.dungeonNotes.add({
          note_id: `local:${crypto.randomUUID()}`,
          dungeon_id,
          room,
          text,
          created_at: new Date(clock.now()).toISOString(),
          pending: true,
          outbox_id: outboxId,
        });
        return { kind: 'roomNoteAdd', request: { endpoint: 'dungeonUpdateProgress', params: { id: dungeon_id }, body: { add_note: { room, text } } } };
      },
    };
  },

  async apply(db, row, progress) {
    await db.dungeonNotes.where('outbox_id').equals(row.id).modify({ pending: false, outbox_id: null });
    await writeHead(db, progress);
  },

  async rollback(db, row) {
    await db.dungeonNotes.where('outbox_id').equals(row.id).delete();
  },

  refreshAfter: (row) => [{ kind: 'crawl', id: row.request.params.id }],
});
