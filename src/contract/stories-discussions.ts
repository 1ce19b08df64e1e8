/**
 * Discussions of dungeons and adventure chapters, and the replies of any comment (saga comments too).
 * Paths the spec names only as app routes (/dungeons/{id}/comments, .../chapter/{n}/comments) are ours.
 * Text is plain: the server stores it as typed and never renders HTML.
 */
import { z } from 'zod';
import { Id, IsoDate, LIMITS, PublicUser, playerText } from './common';
import { endpoint } from './endpoint';

export const DiscussionKind = z.enum(['saga', 'dungeon', 'adventure']);

export const DiscussionComment = z.object({
  comment_id: Id,
  kind: DiscussionKind,
  /** The saga, dungeon or adventure id. */
  target_id: Id,
  /** The chapter an adventure comment is about (from 1); null elsewhere. */
  chapter: z.number().int().min(1).nullable(),
  parent_id: Id.nullable(),
  user: PublicUser,
  text: z.string(),
  is_spoiler: z.boolean(),
  created_at: IsoDate,
  reply_count: z.number().int().min(0),
});
export type DiscussionComment = z.infer<typeof DiscussionComment>;

/** Comment count stats (in-play §3): comments per chapter of an adventure. */
export const ChapterCommentCount = z.object({ chapter_num: z.number().int().min(1), count: z.number().int().min(0) });

/** Top-level comments newest first (replies via their own call); count is every visible comment, replies included. */
export const DiscussionList = z.object({
  comments: z.array(DiscussionComment),
  count: z.number().int().min(0),
  chapter_counts: z.array(ChapterCommentCount),
});
export type DiscussionList = z.infer<typeof DiscussionList>;

export const AddDiscussionComment = z.object({
  text: playerText(LIMITS.comment),
  parent_id: Id.nullish(),
  is_spoiler: z.boolean().optional(),
});
export const AddChapterComment = AddDiscussionComment.extend({ chapter: z.number().int().min(1) });
export const ChapterQuery = z.object({ chapter: z.coerce.number().int().min(1).optional() });

export const storiesDiscussionsApi = {
  commentReplies: endpoint({ method: 'GET', path: '/comments/:commentId/replies/', response: DiscussionList }),
  dungeonComments: endpoint({ method: 'GET', path: '/dungeon/:dungeonId/comments/', response: DiscussionList }),
  dungeonAddComment: endpoint({ method: 'POST', path: '/dungeon/:dungeonId/add-comment/', body: AddDiscussionComment, response: DiscussionComment }),
  adventureComments: endpoint({ method: 'GET', path: '/ac/:id/comments/', query: ChapterQuery, response: DiscussionList }),
  adventureAddComment: endpoint({ method: 'POST', path: '/ac/:id/add-comment/', body: AddChapterComment, response: DiscussionComment }),
} as const;
