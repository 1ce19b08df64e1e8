/** Sagas (in-play §7): the saga page, where it opens, its cards, and custom sagas (create from quick play, read, delete). */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { fail } from '../../http/errors';
import { route, routePrepared } from '../../http/route';
import { customCardOf, sagaCards } from '../../store/sagas/cards';
import { softDeleteCustomSaga } from '../../store/sagas/custom-sagas';
import { listTurns } from '../../store/sagas/story-turns';
import { cardView } from '../../sagas/cards';
import { narratorOf } from '../../sagas/narrator';
import { ownedStory, sagaFor } from '../../sagas/saga-access';
import { sagaAdventure, sagaView } from '../../sagas/saga-view';
import { commitCreate, prepareCreate } from '../../sagas/story-play';

export function sagaPageRoutes(app: FastifyInstance): void {
  route(app, api.saga, ({ ctx, userId, params }) => sagaView(ctx.db, userId, sagaFor(ctx, userId, params.sagaId), ctx.now()));
  route(app, api.sagaAdventure, ({ ctx, userId, params }) => sagaAdventure(ctx.db, userId, sagaFor(ctx, userId, params.sagaId)));
  route(app, api.sagaCards, ({ ctx, userId, params }) => {
    const ref = sagaFor(ctx, userId, params.sagaId);
    const sagaId = ref.kind === 'series' ? ref.series.saga_id : ref.saga.saga_id;
    return { tab: ref.kind === 'series' ? ('originals' as const) : ('custom' as const), cards: sagaCards(ctx.db, userId, sagaId).map(cardView), selected_card_id: null };
  });

  routePrepared(
    app,
    api.createCustomSaga,
    ({ ctx, userId, body }) => prepareCreate(ctx, userId, body, narratorOf(app)),
    ({ ctx, userId }, prepared) => commitCreate(ctx, userId, prepared),
  );

  route(app, api.customSaga, ({ ctx, userId, params }) => {
    const saga = ownedStory(ctx, userId, params.sagaId);
    const turns = listTurns(ctx.db, saga.saga_id);
    return {
      saga_id: saga.saga_id,
      title: saga.title,
      premise: saga.premise,
      from_saga_id: saga.from_saga_id,
      is_public: sagaView(ctx.db, userId, { kind: 'custom', saga }, ctx.now()).is_public,
      card_id: customCardOf(ctx.db, saga.saga_id) ?? fail(500, 'A custom saga without its card.'),
      chapters_count: turns.length,
      created_at: saga.created_at,
    };
  });

  // Soft delete: it leaves its owner's lists, while players holding its card keep reading it.
  route(app, api.deleteCustomSaga, ({ ctx, userId, params }) => {
    const saga = ownedStory(ctx, userId, params.sagaId);
    softDeleteCustomSaga(ctx.db, saga.saga_id, ctx.now());
    return { message: 'Adventure deleted successfully!' };
  });
}
