import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { done, Refused } from '../result';
import { dungeonScope, writeHead } from '../sync/crawl';
import { defineWrite, snippet } from './define';

const STILL_SAVING = 'This note is still being saved. Try again in a moment.';

/**
 * A room note deleted (PUT user-progress delete_note_id): it disappears at once; discarding the write puts
 * it back. A note whose own addition has not been sent is simply taken back (the addition is discarded):
 * the server never hears of it.
 */
export const roomNoteDelete = defineWrite({
  kind: 'roomNoteDelete',
  input: z.object({ dungeon_id: Id, note_id: Id }),
  tables: (db) => [db.dungeonNotes, db.dungeonProgress, db.dungeonEvents],

  async prepare({ db, outbox, sync }, { dungeon_id, note_id }) {
    const note = await db.dungeonNotes.get(note_id);
    if (!note) return done;
    if (note.outbox_id) {
      const addition = await db.outbox.get(note.outbox_id);
      if (addition && addition.state !== 'sending') {
        await outbox.discard(addition.id);
        return done;
      }
      return { ok: false, message: STILL_SAVING };
    }
    if (note_id.startsWith('local:')) {
      // Sent, but its server id arrives with the next details pull.
      void sync.refresh({ kind: 'crawl', id: dungeon_id });
      return { ok: false, message: STILL_SAVING };
    }
    return {
      scope: dungeonScope(dungeon_id),
      label: `Delete note: “${snippet(note.text)}”`,
      async optimistic() {
        // Read again inside the transaction: what a discard puts back is the note as it was removed.
        const removed_note = await db.dungeonNotes.get(note_id);
        if (!removed_note) throw new Refused('That note is already deleted.');
        await db.dungeonNotes.delete(note_id);
        return { kind: 'roomNoteDelete', request: { endpoint: 'dungeonUpdateProgress', params: { id: dungeon_id }, body: { delete_note_id: note_id } }, removed_note };
      },
    };
  },

  async apply(db, _row, progress) {
    await writeHead(db, progress);
  },

  async rollback(db, row) {
    await db.dungeonNotes.put(row.removed_note);
  },
});
