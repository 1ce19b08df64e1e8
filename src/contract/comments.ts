/**
 * Threads and their comments: a saga's comments, a Timeline's discussion and an adventure chapter's
 * discussion are one model. Every thread lists its top-level comments, newest first, a page at a time
 * (a 10,000-comment thread is not one answer); a comment's replies come from their own call, oldest first. Paths the spec names only as app routes (/dungeons/{id}/comments,
 * .../chapter/{n}/comments) are ours; the saga paths are the spec's. Text is plain: the server stores it as
 * typed and never renders HTML.
 */
import { z } from 'zod';
import { Id, IsoDate, LIMITS, PublicUser, playerText } from './common';
import { endpoint } from './endpoint';

/** What a thread is about: a saga, a dungeon (Timeline), or an adventure (a Memory's chapters). */
export const ThreadKind = z.enum(['saga', 'dungeon', 'adventure']);
export type ThreadKind = z.infer<typeof ThreadKind>;

export const Comment = z.object({
  comment_id: Id,
  kind: ThreadKind,
  /** The saga, dungeon or adventure id. */
  target_id: Id,
  /** The chapter an adventure comment is about (from 1); null elsewhere. */
  chapter: z.number().int().min(1).nullable(),
  /** A reply names the comment it answers (one level: replies are not replied to). */
  parent_id: Id.nullable(),
  user: PublicUser,
  text: z.string(),
  is_spoiler: z.boolean(),
  created_at: IsoDate,
  reply_count: z.number().int().min(0),
});
export type Comment = z.infer<typeof Comment>;

/** Comment count stats (in-play §3): comments per chapter of an adventure. */
export const ChapterCommentCount = z.object({ chapter_num: z.number().int().min(1), count: z.number().int().min(0) });

/**
 * A page of a thread's top-level comments, newest first (or a comment's replies, oldest first, all of
 * them). count is every comment of the thread the reader can see, replies included, whatever the page;
 * chapter_counts is per chapter (adventure threads only). next_before is the `before` of the next, older
 * page; null when this page reaches the thread's first comment (and always for replies).
 */
export const CommentList = z.object({
  comments: z.array(Comment),
  count: z.number().int().min(0),
  chapter_counts: z.array(ChapterCommentCount),
  next_before: Id.nullable(),
});
export type CommentList = z.infer<typeof CommentList>;

/** POST .../add-comment/ (the spec leaves the fields open; these are ours). */
export const AddComment = z.object({
  text: playerText(LIMITS.comment),
  parent_id: Id.nullish(),
  is_spoiler: z.boolean().optional(),
});
export type AddComment = z.input<typeof AddComment>;
export const AddChapterComment = AddComment.extend({ chapter: z.number().int().min(1) });

/** Top-level comments a thread's page holds unless `limit` says fewer. */
export const THREAD_PAGE = 50;
/**
 * Which page of a thread: the newest (no `before`), or the one older than the comment `before` names
 * (the last page's next_before). An unknown `before` is a 404.
 */
export const ThreadPageQuery = z.object({
  before: Id.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
/** An adventure's thread narrowed to one chapter (every chapter without it). */
export const ChapterQuery = ThreadPageQuery.extend({ chapter: z.coerce.number().int().min(1).optional() });

export const commentsApi = {
  sagaComments: endpoint({ method: 'GET', path: '/sagas/:sagaId/comments/', query: ThreadPageQuery, response: CommentList }),
  sagaAddComment: endpoint({ method: 'POST', path: '/sagas/:sagaId/add-comment/', body: AddComment, response: Comment }),
  dungeonComments: endpoint({ method: 'GET', path: '/dungeon/:dungeonId/comments/', query: ThreadPageQuery, response: CommentList }),
  dungeonAddComment: endpoint({ method: 'POST', path: '/dungeon/:dungeonId/add-comment/', body: AddComment, response: Comment }),
  adventureComments: endpoint({ method: 'GET', path: '/ac/:id/comments/', query: ChapterQuery, response: CommentList }),
  adventureAddComment: endpoint({ method: 'POST', path: '/ac/:id/add-comment/', body: AddChapterComment, response: Comment }),
  commentReplies: endpoint({ method: 'GET', path: '/comments/:commentId/replies/', response: CommentList }),
} as const;
