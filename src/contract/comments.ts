/**
 * Threads and their comments: a saga's comments, a Timeline's discussion and an adventure chapter's
 * discussion are one model. Every thread lists its top-level comments, newest first; a comment's replies
 * come from their own call, oldest first. Paths the spec names only as app routes (/dungeons/{id}/comments,
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
 * A thread's top-level comments, newest first (or a comment's replies, oldest first). count is every
 * comment the reader can see, replies included; chapter_counts is per chapter (adventure threads only).
 */
export const CommentList = z.object({
  comments: z.array(Comment),
  count: z.int().check(z.gte(0)),
  chapter_counts: z.array(ChapterCommentCount),
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
export const ChapterQuery = z.object({ chapter: z.optional(z.pipe(z.coerce.number(), z.int()).check(z.gte(1))) });

export const commentsApi = {
  sagaComments: endpoint({ method: 'GET', path: '/sagas/:sagaId/comments/', response: CommentList }),
  sagaAddComment: endpoint({ method: 'POST', path: '/sagas/:sagaId/add-comment/', body: AddComment, response: Comment }),
  dungeonComments: endpoint({ method: 'GET', path: '/dungeon/:dungeonId/comments/', response: CommentList }),
  dungeonAddComment: endpoint({ method: 'POST', path: '/dungeon/:dungeonId/add-comment/', body: AddComment, response: Comment }),
  adventureComments: endpoint({ method: 'GET', path: '/ac/:id/comments/', query: ChapterQuery, response: CommentList }),
  adventureAddComment: endpoint({ method: 'POST', path: '/ac/:id/add-comment/', body: AddChapterComment, response: Comment }),
  commentReplies: endpoint({ method: 'GET', path: '/comments/:commentId/replies/', response: CommentList }),
} as const;
