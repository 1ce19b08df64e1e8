import * as z from 'zod/mini';
import { Id, JournalCustom } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import { dungeonScope } from '../sync/crawl';
import { defineWrite, snippet } from './define';

/** The room a journal line is filed under when none is given: where the crawl is now. */
export const currentRoom = async (db: ChronicleDB, dungeonId: string) => (await db.dungeonProgress.get(dungeonId))?.current_room ?? '';

/** The player's own journal line: pending at once; the server's entry replaces it when sent. */
export const journalEntryAdd = defineWrite({
  kind: 'journalEntryAdd',
  input: z.extend(JournalCustom, { dungeon_id: Id }),
  tables: (db) => [db.dungeonJournal, db.dungeonProgress],

  async prepare({ db, clock }, { dungeon_id, ...body }) {
    return {
      scope: dungeonScope(dungeon_id),
      label: `Journal: “${snippet(body.text)}”`,
      async optimistic({ outboxId }) {
        await db.dungeonJournal.add({
          journal_id: `local:${crypto.randomUUID()}`,
          dungeon_id,
          room: body.room ?? (await currentRoom(db, dungeon_id)),
          source: 'custom',
          event_id: null,
          text: body.text,
          created_at: new Date(clock.now()).toISOString(),
          pending: true,
          outbox_id: outboxId,
        });
        return { kind: 'journalEntryAdd', request: { endpoint: 'dungeonJournalCustom', params: { id: dungeon_id }, body } };
      },
    };
  },

  async apply(db, row, entry) {
    await db.dungeonJournal.where('outbox_id').equals(row.id).delete();
    await db.dungeonJournal.put({ ...entry, dungeon_id: row.request.params.id, pending: false, outbox_id: null });
  },

  async rollback(db, row) {
    await db.dungeonJournal.where('outbox_id').equals(row.id).delete();
  },
});
