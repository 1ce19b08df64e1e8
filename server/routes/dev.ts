/**
 * The local default's routes (DEV_ROUTES=1, which `npm start` sets and production refuses): the dev mailbox,
 * and the idempotency records of a user, which end-to-end tests read to prove each offline write arrived
 * once. They answer only this machine's own clients: to anyone else they do not exist.
 */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { keyedWritesOf, lastCodeSent } from '../auth/dev-records';
import { isLocalClient } from '../http/local-client';
import { route } from '../http/route';

export function devRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!isLocalClient(request)) return reply.code(404).send({ message: 'Not found.' });
    });
    route(scope, api.devMailbox, ({ ctx, query }) => lastCodeSent(ctx.db, query.email), { public: true });
    route(scope, api.devWrites, ({ ctx, query }) => keyedWritesOf(ctx.db, query.email), { public: true });
  });
}
