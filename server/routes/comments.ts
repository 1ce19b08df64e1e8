/** Every thread's calls: a saga's comments, a dungeon's and an adventure's chapters' discussions, and any comment's replies. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { postComment } from '../comments/posting';
import { commentReplies, threadComments } from '../comments/reading';
import { adventureThread, dungeonThread, sagaThread } from '../comments/threads';
import { route } from '../http/route';

/** A comment or reply counts toward the player's hourly limit (http/player-limits.ts) and needs a real account. */
const limited = { limit: 'comment', account: true } as const;

export function commentRoutes(app: FastifyInstance): void {
  route(app, api.sagaComments, async ({ ctx, userId, params, query }) => threadComments(ctx.db, userId, await sagaThread(ctx.db, userId, params.sagaId), null, query));
  route(app, api.sagaAddComment, async ({ ctx, userId, params, body }) => postComment(ctx.db, userId, await sagaThread(ctx.db, userId, params.sagaId), body, ctx.now()), limited);

  route(app, api.dungeonComments, async ({ ctx, userId, params, query }) =>
    threadComments(ctx.db, userId, await dungeonThread(ctx.db, params.dungeonId), null, query),
  );
  route(app, api.dungeonAddComment, async ({ ctx, userId, params, body }) =>
    postComment(ctx.db, userId, await dungeonThread(ctx.db, params.dungeonId), body, ctx.now()),
    limited,
  );

  route(app, api.adventureComments, async ({ ctx, userId, params, query }) =>
    threadComments(ctx.db, userId, await adventureThread(ctx.db, userId, params.id, ctx.now()), query.chapter ?? null, query),
  );
  route(app, api.adventureAddComment, async ({ ctx, userId, params, body }) =>
    postComment(ctx.db, userId, await adventureThread(ctx.db, userId, params.id, ctx.now()), body, ctx.now()),
    limited,
  );

  route(app, api.commentReplies, ({ ctx, userId, params }) => commentReplies(ctx.db, userId, params.commentId, ctx.now()));
}
