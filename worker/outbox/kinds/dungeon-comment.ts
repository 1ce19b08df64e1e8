import { dungeonThread } from '../../../src/db';
import { dungeonCommentRow } from '../../sync/dungeon-comments';
import type { OutboxKindSpec } from './kind';

/** A comment on a Timeline's discussion: the server's comment replaces the pending one; counts go up once. */
export const dungeonCommentKind: OutboxKindSpec<'dungeonAddComment'> = {
  endpoints: ['dungeonAddComment'],
  tables: (db) => [db.comments, db.sagas, db.dungeons],
  async apply(db, row, comment) {
    await db.comments.where('outbox_id').equals(row.id).delete();
    // A pull may already have brought it (the first answer was lost): then the counts include it.
    const known = await db.comments.get(comment.comment_id);
    await db.comments.put(dungeonCommentRow(comment));
    if (known) return;
    await db.sagas
      .where('saga_id')
      .equals(dungeonThread(comment.target_id))
      .modify((s) => {
        s.comment_count += 1;
      });
    await db.dungeons
      .where('dungeon_id')
      .equals(comment.target_id)
      .modify((d) => {
        d.discussion_count += 1;
      });
    if (comment.parent_id) {
      await db.comments
        .where('comment_id')
        .equals(comment.parent_id)
        .modify((c) => {
          c.reply_count += 1;
        });
    }
  },
  async rollback(db, row) {
    await db.comments.where('outbox_id').equals(row.id).delete();
  },
};
