import type { Comment, CommentList } from '../../src/contract';
import { type ChronicleDB, type CommentRow, type ThreadRef, threadKey } from '../../src/db';
import type { Result } from '../types';
import { pull, type PullSpec, type SyncContext } from './pull';
import { replaceRows } from './same-rows';

/** A comment the server sent, as a row of its own thread. */
export const commentRow = (c: Comment): CommentRow => ({ ...c, thread: threadKey(c), pending: false, outbox_id: null });

/**
 * A thread's top-level comments replace the ones the server sent before (replies come with their own
 * pull); the player's pending comments stay. The count, replies included, is the thread's, and where a
 * count is kept elsewhere too it follows: a Timeline's discussion_count, the chapters' comment_count.
 */
async function writeThread(db: ChronicleDB, ref: ThreadRef, list: CommentList): Promise<void> {
  const thread = threadKey(ref);
  // toArray then filter: Dexie reads a where() in one getAll, a filter() row by row through a cursor.
  const current = (await db.comments.where('thread').equals(thread).toArray()).filter((c) => !c.pending && c.parent_id === null);
  await replaceRows(db.comments, current, list.comments.map(commentRow), (c) => c.comment_id);
  await db.threads.put({ thread, comment_count: list.count });
  if (ref.kind === 'dungeon') await db.dungeons.update(ref.target_id, { discussion_count: list.count });
  if (ref.kind === 'adventure') {
    const counts = new Map(list.chapter_counts.map((c) => [c.chapter_num, c.count]));
    await db.chapters
      .where('adventure_id')
      .equals(ref.target_id)
      .modify((c) => {
        c.comment_count = counts.get(c.chapter_number) ?? 0;
      });
  }
}

const threadTables = (db: ChronicleDB) => [db.comments, db.threads, db.dungeons, db.chapters];

/** The syncState key of a thread's pull. */
export const threadResourceKey = (ref: ThreadRef): string => `thread:${threadKey(ref)}`;

/** GET a thread's top-level comments: a saga's, a Timeline's or an adventure chapter's. */
export function pullThread(ctx: SyncContext, ref: ThreadRef): Promise<Result> {
  const base = { key: threadResourceKey(ref), tables: threadTables, write: (db: ChronicleDB, list: CommentList) => writeThread(db, ref, list) };
  switch (ref.kind) {
    case 'saga':
      return pull(ctx, { ...base, endpoint: 'sagaComments', params: { sagaId: ref.target_id } });
    case 'dungeon':
      return pull(ctx, { ...base, endpoint: 'dungeonComments', params: { dungeonId: ref.target_id } });
    case 'adventure':
      return pull(ctx, { ...base, endpoint: 'adventureComments', params: { id: ref.target_id }, query: { chapter: String(ref.chapter) } });
  }
}

/**
 * GET a comment's replies, oldest first: they replace the replies the server sent before (pending ones
 * stay), each under its thread, and the parent's reply_count follows.
 */
export const repliesSpec = (commentId: string): PullSpec<'commentReplies'> => ({
  key: `replies:${commentId}`,
  endpoint: 'commentReplies',
  params: { commentId },
  tables: (db) => [db.comments],
  write: async (db, list) => {
    const current = (await db.comments.where('parent_id').equals(commentId).toArray()).filter((c) => !c.pending);
    await replaceRows(db.comments, current, list.comments.map(commentRow), (c) => c.comment_id);
    await db.comments.update(commentId, { reply_count: list.count });
  },
});
