/** The series domain's routes (Memories): series and adventures, and the calls around play. */
import type { FastifyInstance } from 'fastify';
import { aroundPlayRoutes } from './around-play';
import { seriesRoutes } from './series';

export function seriesDomainRoutes(app: FastifyInstance): void {
  seriesRoutes(app);
  aroundPlayRoutes(app);
}
