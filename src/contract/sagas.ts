import { z } from 'zod';
import { Id, IsoDate, LIMITS, PublicUser, playerText } from './common';
import { endpoint } from './endpoint';

/** A comment on a saga (and the replies under it). */
export const Comment = z.object({
  comment_id: Id,
  saga_id: Id,
  parent_id: Id.nullable(),
  user: PublicUser,
  text: z.string(),
  is_spoiler: z.boolean(),
  created_at: IsoDate,
  reply_count: z.number().int().min(0),
});
export type Comment = z.infer<typeof Comment>;

/** GET /sagas/{id}/comments/ — every comment of the saga, replies included (they name parent_id), newest first; count = comments.length. */
export const CommentList = z.object({ comments: z.array(Comment), count: z.number().int().min(0) });
export type CommentList = z.infer<typeof CommentList>;

/** POST /sagas/{id}/add-comment/ (the spec leaves the fields open; these are ours). */
export const AddComment = z.object({
  text: playerText(LIMITS.comment),
  parent_id: Id.nullish(),
  is_spoiler: z.boolean().optional(),
});
export type AddComment = z.input<typeof AddComment>;

export const sagasApi = {
  sagaComments: endpoint({ method: 'GET', path: '/sagas/:sagaId/comments/', response: CommentList }),
  sagaAddComment: endpoint({ method: 'POST', path: '/sagas/:sagaId/add-comment/', body: AddComment, response: Comment }),
} as const;
