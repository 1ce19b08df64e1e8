/** Comments on a saga (a series' saga_id names it), with replies. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { api, type Comment } from '../../../src/contract';
import { fail } from '../../http/errors';
import { route } from '../../http/route';
import { type CommentRow, findComment, insertComment, listComments } from '../../store/comments';
import { sagaExists } from '../../store/memories/seeded-memories';
import { iso } from '../../store/stmt';
import { publicUser } from '../../account/public-user';

const commentView = (c: CommentRow): Comment => ({
  comment_id: c.comment_id,
  saga_id: c.saga_id,
  parent_id: c.parent_id,
  user: publicUser(c),
  text: c.text,
  is_spoiler: !!c.is_spoiler,
  created_at: c.created_at,
  reply_count: c.reply_count,
});

export function sagaRoutes(app: FastifyInstance): void {
  route(app, api.sagaComments, ({ ctx, params }) => {
    const sagaId = params.sagaId ?? '';
    if (!sagaExists(ctx.db, sagaId)) fail(404, 'That saga does not exist.');
    const comments = listComments(ctx.db, sagaId).map(commentView);
    return { comments, count: comments.length };
  });

  route(app, api.sagaAddComment, ({ ctx, userId, params, body }) => {
    const sagaId = params.sagaId ?? '';
    if (!sagaExists(ctx.db, sagaId)) fail(404, 'That saga does not exist.');
    const parentId = body.parent_id ?? null;
    if (parentId !== null && findComment(ctx.db, parentId)?.saga_id !== sagaId) {
      fail(400, 'The comment you are replying to does not exist.');
    }
    const commentId = randomUUID();
    insertComment(ctx.db, {
      comment_id: commentId,
      saga_id: sagaId,
      parent_id: parentId,
      user_id: userId,
      text: body.text,
      is_spoiler: body.is_spoiler ?? false,
      created_at: iso(ctx.now()),
    });
    return commentView(findComment(ctx.db, commentId)!);
  });
}
