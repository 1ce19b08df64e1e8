/**
 * Writing in a thread, the same for every kind. A reply answers a comment of the same thread and belongs
 * to its chapter, whatever chapter the app sent; replies are one level deep, so answering a reply joins
 * the conversation of the comment it replies to.
 */
import { randomUUID } from 'node:crypto';
import type { AddComment, Comment } from '../../src/contract';
import { fail } from '../http/errors';
import { findComment, insertComment } from '../store/comments';
import { BLOCKED_CONVERSATION, hiddenAuthorsFor } from './hidden-authors';
import type { Db } from '../store/db';
import { iso } from '../store/query';
import { commentView } from './comment-view';
import type { Thread } from './threads';

export async function postComment(db: Db, userId: string, thread: Thread, body: AddComment & { chapter?: number }, now: number): Promise<Comment> {
  if (thread.chapters !== null && (body.chapter === undefined || body.chapter > thread.chapters)) {
    fail(400, `This adventure has ${thread.chapters} chapters.`);
  }
  const answered = body.parent_id ? await findComment(db, body.parent_id) : undefined;
  if (body.parent_id && (answered?.kind !== thread.kind || answered.target_id !== thread.target_id)) {
    fail(400, 'The comment you are replying to does not exist.');
  }
  const parent = answered?.parent_id ? await findComment(db, answered.parent_id) : answered;
  // A conversation the player cannot see (they blocked its author, or the reply's) takes no reply from them.
  const hidden = await hiddenAuthorsFor(db, userId);
  if ([answered, parent].some((c) => c && hidden.includes(c.user_id))) fail(403, BLOCKED_CONVERSATION);
  const commentId = randomUUID();
  await insertComment(db, {
    comment_id: commentId,
    kind: thread.kind,
    target_id: thread.target_id,
    chapter: thread.chapters === null ? null : (parent?.chapter ?? body.chapter ?? null),
    parent_id: parent?.comment_id ?? null,
    user_id: userId,
    text: body.text,
    is_spoiler: body.is_spoiler ?? false,
    created_at: iso(now),
  });
  return commentView((await findComment(db, commentId))!);
}
