/**
 * Reading a thread, the same for every kind: its top-level comments newest first, a page at a time, and
 * a comment's replies oldest first. count is every comment the reader can see, replies included;
 * comments of authors the reader blocked, and comments the reader reported, are neither listed nor counted for them.
 */
import { type CommentList, THREAD_PAGE } from '../../src/contract';
import { fail } from '../http/errors';
import { type ChapterScope, countByChapter, cursorOf, findComment, listReplies, listThreadPage } from '../store/comments';
import type { Db } from '../store/db';
import { commentView } from './comment-view';
import { BLOCKED_CONVERSATION, hiddenAuthorsFor } from './hidden-authors';
import { lessReported, reportedFor } from './reports';
import { type Thread, threadOf } from './threads';

const REPORTED_CONVERSATION = 'You reported this comment, so it is hidden from you.';

export interface PageRequest {
  /** The comment the page lists before (the previous page's next_before); absent: the newest page. */
  before?: string;
  limit?: number;
}

/**
 * A chapter narrows an adventure's page (and its count) to that chapter (null: every chapter);
 * chapter_counts always cover every chapter.
 */
export async function threadComments(db: Db, viewerId: string, thread: Thread, chapter: number | null = null, page: PageRequest = {}): Promise<CommentList> {
  const hidden = await hiddenAuthorsFor(db, viewerId);
  const scope: ChapterScope = thread.chapters === null ? { chapter: null } : chapter === null ? 'every chapter' : { chapter };
  const before = page.before === undefined ? null : (await cursorOf(db, page.before) ?? fail(404, 'That comment does not exist.'));
  const limit = page.limit ?? THREAD_PAGE;
  // One more than asked says whether an older page exists.
  const rows = await listThreadPage(db, thread, scope, hidden, before, limit + 1);
  const shown = rows.slice(0, limit);
  const counts = await lessReported(db, viewerId, thread, hidden, await countByChapter(db, thread, hidden));
  const inList = chapter === null ? counts : counts.filter((c) => c.chapter === chapter);
  // What the reader reported leaves the page; the page still ends where the server's did (next_before).
  const reported = await reportedFor(db, viewerId);
  return {
    comments: shown.filter((c) => !reported.ids.has(c.comment_id)).map((c) => commentView({ ...c, reply_count: c.reply_count - (reported.replies.get(c.comment_id) ?? 0) })),
    count: inList.reduce((sum, c) => sum + c.count, 0),
    chapter_counts: counts.flatMap((c) => (c.chapter === null ? [] : [{ chapter_num: c.chapter, count: c.count }])),
    next_before: rows.length > limit ? shown.at(-1)!.comment_id : null,
  };
}

/** The replies of any comment, whatever its thread, when the viewer may read that thread: every one of them (a conversation, not a feed). */
export async function commentReplies(db: Db, viewerId: string, commentId: string, now: number): Promise<CommentList> {
  const parent = await findComment(db, commentId) ?? fail(404, 'That comment does not exist.');
  await threadOf(db, viewerId, parent, now);
  const hidden = await hiddenAuthorsFor(db, viewerId);
  // The conversation of a player the reader blocked is hidden whole, as its first comment is.
  if (hidden.includes(parent.user_id)) fail(403, BLOCKED_CONVERSATION);
  const reported = await reportedFor(db, viewerId);
  if (reported.ids.has(parent.comment_id)) fail(403, REPORTED_CONVERSATION);
  const replies = (await listReplies(db, parent.comment_id, hidden))
    .filter((c) => !reported.ids.has(c.comment_id))
    .map(commentView);
  return { comments: replies, count: replies.length, chapter_counts: [], next_before: null };
}
