import { writeAdventure } from '../../sync/adventure';
import type { OutboxKindSpec } from './kind';

export const choiceKind: OutboxKindSpec<'adventureContinue'> = {
  endpoints: ['adventureContinue'],
  tables: (db) => [db.adventures, db.chapters],
  apply: (db, row, adventure) => writeAdventure(db, adventure, row.id),
  // The series' place in Continue Play moves with the choice; the adventure answer does not say so.
  refreshAfter: () => [{ kind: 'recents' }],
  async rollback(db, row) {
    await db.chapters
      .where('adventure_id')
      .equals(row.request.params.id ?? '')
      .filter((c) => c.pending_choice?.outbox_id === row.id)
      .modify({ pending_choice: null });
  },
};
