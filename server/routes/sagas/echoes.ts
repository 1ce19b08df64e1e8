/** Mythic Echoes of a saga: the list, and for the story's owner reroll, feature and confirm. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { route } from '../../http/route';
import { confirmEchoes, featureEcho, rerollEchoes, sagaEchoes } from '../../sagas/echoes';

export function echoRoutes(app: FastifyInstance): void {
  route(app, api.sagaEchoes, ({ ctx, userId, params }) => sagaEchoes(ctx.db, userId, params.sagaId, ctx.now()));
  route(app, api.echoesReroll, ({ ctx, userId, params }) => rerollEchoes(ctx.db, userId, params.sagaId, ctx.now()));
  route(app, api.echoFeature, ({ ctx, userId, params }) => featureEcho(ctx.db, userId, params.sagaId, params.echoId, ctx.now()));
  route(app, api.echoesConfirm, ({ ctx, userId, params, body }) =>
    confirmEchoes(ctx.db, userId, params.sagaId, body.echoes, body.adventure_mode, ctx.now()),
  );
}
