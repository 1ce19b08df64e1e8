import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { done } from '../result';
import { dungeonScope, writeHead } from '../sync/crawl';
import { defineWrite, snippet } from './define';
import { currentRoom } from './journal-entry-add';

/**
 * 'Add segment to Journal' on a narrative paragraph; keeping one twice is a no-op, as on the server. The
 * answer is the crawl only: the line stays, no longer pending, until the journal pulled next brings the
 * server's copy.
 */
export const journalSegmentAdd = defineWrite({
  kind: 'journalSegmentAdd',
  input: z.object({ dungeon_id: Id, event_id: Id }),
  tables: (db) => [db.dungeonJournal, db.dungeonProgress, db.dungeonEvents],

  async prepare({ db, clock }, { dungeon_id, event_id }) {
    const found = await db.dungeonEvents.where('dungeon_id').equals(dungeon_id).filter((e) => e.event.event_id === event_id).first();
    if (found?.event.type !== 'narrativeTextParagraph' || found.pending_outbox_id !== null) {
      return { ok: false, message: 'Only narrative paragraphs can be added to the journal.' };
    }
    const segment = found.event;
    if (await db.dungeonJournal.where('dungeon_id').equals(dungeon_id).filter((j) => j.event_id === event_id).count()) return done;
    return {
      scope: dungeonScope(dungeon_id),
      label: `Journal: “${snippet(segment.text)}”`,
      async optimistic({ outboxId }) {
        await db.dungeonJournal.add({
          journal_id: `local:${crypto.randomUUID()}`,
          dungeon_id,
          room: await currentRoom(db, dungeon_id),
          source: 'segment',
          event_id,
          text: segment.text,
          created_at: new Date(clock.now()).toISOString(),
          pending: true,
          outbox_id: outboxId,
        });
        return { kind: 'journalSegmentAdd', request: { endpoint: 'dungeonUpdateProgress', params: { id: dungeon_id }, body: { add_segment: { event_id } } } };
      },
    };
  },

  async apply(db, row, progress) {
    await db.dungeonJournal.where('outbox_id').equals(row.id).modify({ pending: false, outbox_id: null });
    await writeHead(db, progress);
  },

  async rollback(db, row) {
    await db.dungeonJournal.where('outbox_id').equals(row.id).delete();
  },

  refreshAfter: (row) => [{ kind: 'crawl', id: row.request.params.id }],
});
