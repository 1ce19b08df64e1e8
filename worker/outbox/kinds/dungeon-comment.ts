import { dungeonThread } from '../../../src/db';
import { dungeonCommentRow } from '../../sync/dungeon-comments';
import { dropPendingComment, storeDeliveredComment } from './comment';
import type { OutboxKindSpec } from './kind';

/** A comment on a Timeline's discussion: as a saga comment, and the Timeline's own count follows. */
export const dungeonCommentKind: OutboxKindSpec<'dungeonAddComment'> = {
  endpoints: ['dungeonAddComment'],
  tables: (db) => [db.comments, db.sagas, db.dungeons],
  async apply(db, row, comment) {
    const isNew = await storeDeliveredComment(db, row, dungeonCommentRow(comment), dungeonThread(comment.target_id));
    if (!isNew) return;
    await db.dungeons
      .where('dungeon_id')
      .equals(comment.target_id)
      .modify((d) => {
        d.discussion_count += 1;
      });
  },
  rollback: dropPendingComment,
};
