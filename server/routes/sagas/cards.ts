/** Trading cards: the collection by tab, and making a custom card public (its creator only). */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { route } from '../../http/route';
import { cardCollection, setCardVisibility } from '../../sagas/cards';

export function cardRoutes(app: FastifyInstance): void {
  route(app, api.collectibleCards, ({ ctx, userId, query }) => cardCollection(ctx.db, userId, query));
  route(app, api.cardPublic, ({ ctx, userId, params, body }) => setCardVisibility(ctx.db, userId, params.cardId, body.is_public));
}
