import type { ChronicleDB, CommentRow, OutboxRow } from '../../../src/db';
import type { OutboxKindSpec } from './kind';

/**
 * The server's comment replaces the pending one, and the thread's counts go up — once: a pull may
 * already have brought it (the first answer was lost), and then the counts include it. Answers whether
 * it was new here, for counts kept elsewhere too.
 */
export async function storeDeliveredComment(db: ChronicleDB, row: OutboxRow, stored: CommentRow, thread: string): Promise<boolean> {
  await db.comments.where('outbox_id').equals(row.id).delete();
  const known = await db.comments.get(stored.comment_id);
  await db.comments.put(stored);
  if (known) return false;
  await db.sagas
    .where('saga_id')
    .equals(thread)
    .modify((s) => {
      s.comment_count += 1;
    });
  if (stored.parent_id) {
    await db.comments
      .where('comment_id')
      .equals(stored.parent_id)
      .modify((c) => {
        c.reply_count += 1;
      });
  }
  return true;
}

export async function dropPendingComment(db: ChronicleDB, row: OutboxRow): Promise<void> {
  await db.comments.where('outbox_id').equals(row.id).delete();
}

export const commentKind: OutboxKindSpec<'sagaAddComment'> = {
  endpoints: ['sagaAddComment'],
  tables: (db) => [db.comments, db.sagas],
  async apply(db, row, comment) {
    await storeDeliveredComment(db, row, { ...comment, pending: false, outbox_id: null }, comment.saga_id);
  },
  rollback: dropPendingComment,
};
