/** Custom stories (/story/{storyId}): read; and, for the owner only, a turn, restart and refresh. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { route, routePrepared } from '../../http/route';
import { narratorOf } from '../../sagas/narrator';
import { commitRefresh, commitTurn, prepareRefresh, prepareTurn, restartStory } from '../../sagas/story-play';
import { storyPage } from '../../sagas/story-view';

export function storyPlayRoutes(app: FastifyInstance): void {
  route(app, api.story, ({ ctx, userId, params }) => storyPage(ctx.db, userId, params.storyId, ctx.now(), ctx.narrate));

  routePrepared(
    app,
    api.storyTurn,
    ({ ctx, userId, params, body }) => prepareTurn(ctx, userId, params.storyId, body.text, narratorOf(app)),
    ({ ctx, userId, params, body }, prepared) => commitTurn(ctx, userId, params.storyId, body.text, prepared),
  );

  routePrepared(
    app,
    api.storyRefresh,
    ({ ctx, userId, params }) => prepareRefresh(ctx, userId, params.storyId, narratorOf(app)),
    ({ ctx, userId, params }, prepared) => commitRefresh(ctx, userId, params.storyId, prepared),
  );

  route(app, api.storyRestart, ({ ctx, userId, params }) => restartStory(ctx, userId, params.storyId));
}
