import type { DiscussionComment, DiscussionList } from '../../src/contract';
import { type ChronicleDB, type CommentRow, dungeonThread } from '../../src/db';
import type { PullSpec } from './pull';

/** A Timeline discussion comment as a comments-table row: its thread key is dungeonThread(target_id). */
export function dungeonCommentRow(c: DiscussionComment): CommentRow {
  return {
    comment_id: c.comment_id,
    saga_id: dungeonThread(c.target_id),
    parent_id: c.parent_id,
    user: c.user,
    text: c.text,
    is_spoiler: c.is_spoiler,
    created_at: c.created_at,
    reply_count: c.reply_count,
    pending: false,
    outbox_id: null,
  };
}

/**
 * The server's top-level comments replace the ones it sent before; the player's pending comments stay.
 * The count (replies included) is the thread's and, when the Timeline is stored, its discussion_count.
 */
export async function writeDungeonComments(db: ChronicleDB, dungeonId: string, list: DiscussionList): Promise<void> {
  const thread = dungeonThread(dungeonId);
  await db.comments.where('saga_id').equals(thread).filter((c) => !c.pending).delete();
  await db.comments.bulkPut(list.comments.map(dungeonCommentRow));
  await db.sagas.put({ saga_id: thread, comment_count: list.count });
  await db.dungeons.update(dungeonId, { discussion_count: list.count });
}

/** GET /dungeon/:dungeonId/comments/ — a Timeline's discussion (Sanctum accordion, dungeon page). */
export const dungeonCommentsSpec = (dungeonId: string): PullSpec<'dungeonComments'> => ({
  key: `dungeonComments:${dungeonId}`,
  endpoint: 'dungeonComments',
  params: { dungeonId },
  tables: (db) => [db.comments, db.sagas, db.dungeons],
  write: (db, list) => writeDungeonComments(db, dungeonId, list),
});
