/**
 * Threads and their comments: a saga's comments, a Timeline's discussion and an adventure chapter's
 * discussion are one model. Every thread lists its top-level comments, newest first, a page at a time
 * (a 10,000-comment thread is not one answer); a comment's replies come from their own call, oldest first. Paths the spec names only as app routes (/dungeons/{id}/comments,
 * .../chapter/{n}/comments) are ours; the saga paths are the spec's. Text is plain: the server stores it as
 * typed and never renders HTML.
 */
import * as z from 'zod/mini';
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
  chapter: z.nullable(z.int().check(z.gte(1))),
  /** A reply names the comment it answers (one level: replies are not replied to). */
  parent_id: z.nullable(Id),
  user: PublicUser,
  text: z.string(),
  is_spoiler: z.boolean(),
  created_at: IsoDate,
  reply_count: z.int().check(z.gte(0)),
});
export type Comment = z.infer<typeof Comment>;

/** Comment count stats (in-play §3): comments per chapter of an adventure. */
export const ChapterCommentCount = z.object({ chapter_num: z.int().check(z.gte(1)), count: z.int().check(z.gte(0)) });

/**
 * A page of a thread's top-level comments, newest first (or a comment's replies, oldest first, all of
 * them). count is every comment of the thread the reader can see, replies included, whatever the page;
 * chapter_counts is per chapter (adventure threads only). next_before is the `before` of the next, older
 * page; null when this page reaches the thread's first comment (and always for replies).
 */
export const CommentList = z.object({
  comments: z.array(Comment),
  count: z.int().check(z.gte(0)),
  chapter_counts: z.array(ChapterCommentCount),
  next_before: z.nullable(Id),
});
export type CommentList = z.infer<typeof CommentList>;

/** POST .../add-comment/ (the spec leaves the fields open; these are ours). */
export const AddComment = z.object({
  text: playerText(LIMITS.comment),
  parent_id: z.nullish(Id),
  is_spoiler: z.optional(z.boolean()),
});
export type AddComment = z.input<typeof AddComment>;
export const AddChapterComment = z.extend(AddComment, { chapter: z.int().check(z.gte(1)) });

/** Top-level comments a thread's page holds unless `limit` says fewer. */
export const THREAD_PAGE = 50;
/**
 * Which page of a thread: the newest (no `before`), or the one older than the comment `before` names
 * (the last page's next_before). An unknown `before` is a 404.
 */
export const ThreadPageQuery = z.object({
  before: z.optional(Id),
  limit: z.optional(z.pipe(z.coerce.number(), z.int()).check(z.gte(1), z.lte(100))),
});
/** An adventure's thread narrowed to one chapter (every chapter without it). */
export const ChapterQuery = z.extend(ThreadPageQuery, { chapter: z.optional(z.pipe(z.coerce.number(), z.int()).check(z.gte(1))) });

export const commentsApi = {
  sagaComments: endpoint({ method: 'GET', path: '/sagas/:sagaId/comments/', query: ThreadPageQuery, response: CommentList }),
  sagaAddComment: endpoint({ method: 'POST', path: '/sagas/:sagaId/add-comment/', body: AddComment, response: Comment }),
  dungeonComments: endpoint({ method: 'GET', path: '/dungeon/:dungeonId/comments/', query: ThreadPageQuery, response: CommentList }),
  dungeonAddComment: endpoint({ method: 'POST', path: '/dungeon/:dungeonId/add-comment/', body: AddComment, response: Comment }),
  adventureComments: endpoint({ method: 'GET', path: '/ac/:id/comments/', query: ChapterQuery, response: CommentList }),
  adventureAddComment: endpoint({ method: 'POST', path: '/ac/:id/add-comment/', body: AddChapterComment, response: Comment }),
  commentReplies: endpoint({ method: 'GET', path: '/comments/:commentId/replies/', response: CommentList }),
} as const;
