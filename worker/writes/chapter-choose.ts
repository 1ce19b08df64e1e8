import * as z from 'zod/mini';
import { ContinueRequest, Id } from '../../src/contract';
import { Refused } from '../result';
import { writeAdventure } from '../sync/adventure';
import { memoryChanged } from '../sync/series';
import { defineWrite, snippet } from './define';

/** The player's choice at the moment ending a Memory chapter: a pending choice card now, sent when online. */
export const chapterChoose = defineWrite({
  kind: 'chapterChoose',
  input: z.extend(ContinueRequest, { adventure_id: Id }),
  tables: (db) => [db.adventures, db.chapters],

  async prepare({ db }, { adventure_id, chapter, choice }) {
    return {
      scope: `adventure:${adventure_id}`,
      label: `Choice: “${snippet(choice)}”`,
      async optimistic({ outboxId }) {
        const existing = await db.chapters.get([adventure_id, chapter]);
        if (existing?.pending_choice) throw new Refused('Your choice for this chapter is already waiting to be sent.');
        await db.chapters.update([adventure_id, chapter], { pending_choice: { outbox_id: outboxId, text: choice } });
        return { kind: 'chapterChoose', request: { endpoint: 'adventureContinue', params: { id: adventure_id }, body: { chapter, choice } } };
      },
    };
  },

  apply: (db, row, adventure) => writeAdventure(db, adventure, row.id),

  async rollback(db, row) {
    await db.chapters
      .where('adventure_id')
      .equals(row.request.params.id)
      .filter((c) => c.pending_choice?.outbox_id === row.id)
      .modify({ pending_choice: null });
  },

  // The series' progress, its buttons and its place in Continue Play move with the choice; the answer
  // (the adventure) does not carry them.
  refreshAfter: (_row, adventure) => memoryChanged(adventure.series_id),
});
