/** A saga's community challenge. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { communityChallenge } from '../../sagas/challenge';
import { route } from '../../http/route';
import { boundedParam } from '../../http/path-params';

export function challengeRoutes(app: FastifyInstance): void {
  route(app, api.communityChallenge, ({ ctx, userId, params }) => communityChallenge(ctx.db, userId, boundedParam(params.sagaId, 'sagaId')));
}
