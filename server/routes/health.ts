/** GET /api/healthz, for load balancers: 503 while the instance stops or cannot reach its database. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { health } from '../http/lifecycle';
import { route } from '../http/route';

export function healthRoutes(app: FastifyInstance): void {
  route(app, api.health, ({ ctx }) => health(ctx), { public: true });
}
