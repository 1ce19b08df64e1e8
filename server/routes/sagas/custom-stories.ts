/** Custom stories (/story/{storyId}): read; and, for the owner only, a turn, restart and refresh. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { fail } from '../../http/errors';
import { route, routePrepared } from '../../http/route';
import { deleteTurnsAfter } from '../../store/sagas/story-turns';
import { touchCustomSaga } from '../../store/sagas/custom-sagas';
import { narratorOf } from '../../sagas/narrator';
import { ownedStory, sagaFor } from '../../sagas/saga-access';
import { commitRefresh, commitTurn, prepareRefresh, prepareTurn } from '../../sagas/story-play';
import { storyView } from '../../sagas/story-view';

export function storyPlayRoutes(app: FastifyInstance): void {
  route(app, api.story, ({ ctx, userId, params }) => {
    const ref = sagaFor(ctx, userId, params.storyId);
    if (ref.kind !== 'custom') fail(404, 'That story does not exist.');
    return storyView(ctx.db, userId, ref.saga, ctx.narrate);
  });

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

  // Back to the opening chapter; the opening itself is kept (refresh retells it).
  route(app, api.storyRestart, ({ ctx, userId, params }) => {
    const saga = ownedStory(ctx, userId, params.storyId);
    deleteTurnsAfter(ctx.db, saga.saga_id, 1);
    touchCustomSaga(ctx.db, saga.saga_id, ctx.now());
    return storyView(ctx.db, userId, ownedStory(ctx, userId, saga.saga_id), ctx.narrate);
  });
}
