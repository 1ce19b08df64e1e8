/** GET /api/healthz, for load balancers: 503 while the instance stops or cannot reach its database. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { refuse, route } from '../http/route';
import { databaseAnswers } from '../store/health';

export function healthRoutes(app: FastifyInstance): void {
  route(
    app,
    api.health,
    ({ ctx }) => {
      if (ctx.lifecycle.draining) return refuse(503, 'This instance is shutting down.');
      if (!databaseAnswers(ctx.db)) return refuse(503, 'This instance cannot reach its database.');
      return { status: 'ok' as const };
    },
    { public: true },
  );
}
