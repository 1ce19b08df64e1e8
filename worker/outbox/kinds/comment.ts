import type { OutboxKindSpec } from './kind';

export const commentKind: OutboxKindSpec<'sagaAddComment'> = {
  endpoints: ['sagaAddComment'],
  tables: (db) => [db.comments, db.sagas],
  async apply(db, row, comment) {
    await db.comments.where('outbox_id').equals(row.id).delete();
    // A pull may already have brought it (the first answer was lost): then the counts include it.
    if (await db.comments.get(comment.comment_id)) {
      await db.comments.put({ ...comment, pending: false, outbox_id: null });
      return;
    }
    await db.comments.put({ ...comment, pending: false, outbox_id: null });
    await db.sagas
      .where('saga_id')
      .equals(comment.saga_id)
      .modify((s) => {
        s.comment_count += 1;
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
