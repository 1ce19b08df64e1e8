/**
 * Reading a thread, the same for every kind: its top-level comments newest first, a comment's replies
 * oldest first. count is every comment the reader can see, replies included; comments of authors the
 * reader blocked are neither listed nor counted for them.
 */
import type { CommentList } from '../../src/contract';
import { fail } from '../http/errors';
import { countByChapter, findComment, listReplies, listThread } from '../store/comments';
import type { Db } from '../store/db';
import { commentView } from './comment-view';
import { hiddenAuthorsFor } from './hidden-authors';
import { type Thread, threadOf } from './threads';

/** A chapter narrows an adventure's list (and its count) to that chapter; chapter_counts always cover every chapter. */
export function threadComments(db: Db, viewerId: string, thread: Thread, chapter: number | null = null): CommentList {
  const hidden = hiddenAuthorsFor(db, viewerId);
  const counts = countByChapter(db, thread, hidden);
  const inList = chapter === null ? counts : counts.filter((c) => c.chapter === chapter);
  return {
    comments: listThread(db, thread, chapter, hidden).map(commentView),
    count: inList.reduce((sum, c) => sum + c.count, 0),
    chapter_counts: counts.flatMap((c) => (c.chapter === null ? [] : [{ chapter_num: c.chapter, count: c.count }])),
  };
}

/** The replies of any comment, whatever its thread, when the viewer may read that thread. */
export function commentReplies(db: Db, viewerId: string, commentId: string, now: number): CommentList {
  const parent = findComment(db, commentId) ?? fail(404, 'That comment does not exist.');
  threadOf(db, viewerId, parent, now);
  const replies = listReplies(db, parent.comment_id, hiddenAuthorsFor(db, viewerId)).map(commentView);
  return { comments: replies, count: replies.length, chapter_counts: [] };
}
