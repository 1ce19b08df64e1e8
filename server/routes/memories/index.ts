/** The Memories domain's routes: series and adventures, and the calls around play. */
import type { FastifyInstance } from 'fastify';
import { aroundPlayRoutes } from './around-play';
import { seriesRoutes } from './series';

export function memoryRoutes(app: FastifyInstance): void {
  seriesRoutes(app);
  aroundPlayRoutes(app);
}
