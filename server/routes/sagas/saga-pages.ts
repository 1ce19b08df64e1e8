/** Sagas (in-play §7): the saga page, where it opens, its cards, and custom sagas (create from quick play, read, delete). */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { route, routePrepared } from '../../http/route';
import { cardsOfSaga } from '../../sagas/cards';
import { customSagaView, deleteCustomSaga } from '../../sagas/custom-sagas';
import { narratorOf } from '../../sagas/narrator';
import { sagaAdventure, sagaPage } from '../../sagas/saga-view';
import { commitCreate, prepareCreate } from '../../sagas/story-play';

export function sagaPageRoutes(app: FastifyInstance): void {
  route(app, api.saga, ({ ctx, userId, params }) => sagaPage(ctx.db, userId, params.sagaId, ctx.now()));
  route(app, api.sagaAdventure, ({ ctx, userId, params }) => sagaAdventure(ctx.db, userId, params.sagaId, ctx.now()));
  route(app, api.sagaCards, ({ ctx, userId, params }) => cardsOfSaga(ctx.db, userId, params.sagaId));

  routePrepared(
    app,
    api.createCustomSaga,
    ({ ctx, userId, body }) => prepareCreate(ctx, userId, body, narratorOf(app)),
    ({ ctx, userId }, prepared) => commitCreate(ctx, userId, prepared),
  );
  route(app, api.customSaga, ({ ctx, userId, params }) => customSagaView(ctx.db, userId, params.sagaId, ctx.now()));
  route(app, api.deleteCustomSaga, ({ ctx, userId, params }) => deleteCustomSaga(ctx.db, userId, params.sagaId, ctx.now()));
}
