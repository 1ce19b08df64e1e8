/**
 * Discussions as a player reads them: comments of blocked authors are hidden from the blocker (and so are
 * not counted for them). Text is returned exactly as typed; the app renders it as text, never as HTML.
 */
import type { DiscussionComment, DiscussionList } from '../../src/contract';
import { publicUser } from '../account/public-user';
import { type CommentRow, findComment, listComments } from '../store/comments';
import type { Db } from '../store/db';
import { blockedBy } from '../store/discussion-blocks';
import {
  type DiscussionRow,
  type DiscussionTarget,
  discussionAuthors,
  findDiscussionComment,
  listDiscussion,
  listDiscussionReplies,
} from '../store/discussion-comments';

export function discussionView(c: DiscussionRow): DiscussionComment {
  return {
    comment_id: c.comment_id,
    kind: c.kind,
    target_id: c.target_id,
    chapter: c.chapter,
    parent_id: c.parent_id,
    user: publicUser(c),
    text: c.text,
    is_spoiler: !!c.is_spoiler,
    created_at: c.created_at,
    reply_count: c.reply_count,
  };
}

const sagaCommentView = (c: CommentRow): DiscussionComment => ({
  ...discussionView({ ...c, kind: 'dungeon', target_id: c.saga_id, chapter: null }),
  kind: 'saga',
});

export function discussionList(db: Db, viewerId: string, kind: DiscussionTarget, targetId: string, chapter: number | null): DiscussionList {
  const blocked = blockedBy(db, viewerId);
  const comments = listDiscussion(db, kind, targetId, chapter).filter((c) => !blocked.has(c.user_id)).map(discussionView);
  const authors = discussionAuthors(db, kind, targetId).filter((a) => !blocked.has(a.user_id));
  const perChapter = new Map<number, number>();
  for (const a of authors) if (a.chapter !== null) perChapter.set(a.chapter, (perChapter.get(a.chapter) ?? 0) + 1);
  return {
    comments,
    count: chapter === null ? authors.length : authors.filter((a) => a.chapter === chapter).length,
    chapter_counts: [...perChapter].sort(([a], [b]) => a - b).map(([chapter_num, count]) => ({ chapter_num, count })),
  };
}

/** The replies of any comment: a saga comment (store/comments) or a discussion comment. undefined: no such comment. */
export function repliesOf(db: Db, viewerId: string, commentId: string): DiscussionList | undefined {
  const blocked = blockedBy(db, viewerId);
  let replies: DiscussionComment[];
  const saga = findComment(db, commentId);
  if (saga) {
    replies = listComments(db, saga.saga_id)
      .filter((c) => c.parent_id === commentId && !blocked.has(c.user_id))
      .reverse()
      .map(sagaCommentView);
  } else if (findDiscussionComment(db, commentId)) {
    replies = listDiscussionReplies(db, commentId).filter((c) => !blocked.has(c.user_id)).map(discussionView);
  } else return undefined;
  return { comments: replies, count: replies.length, chapter_counts: [] };
}
