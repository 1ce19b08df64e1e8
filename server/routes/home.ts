/** Home: featured and recents. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { featured, recents } from '../home/home-feed';
import { route } from '../http/route';

export function homeRoutes(app: FastifyInstance): void {
  route(app, api.featured, ({ ctx, userId }) => featured(ctx.db, userId, ctx.now()));
  route(app, api.recents, ({ ctx, userId }) => recents(ctx.db, userId, ctx.now()));
}
