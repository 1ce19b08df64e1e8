/** The dungeon (Timeline) and expedition routes: each file registers one group. */
import type { FastifyInstance } from 'fastify';
import { expeditionRoutes } from './dungeons/expeditions';
import { dungeonPlayRoutes } from './dungeons/play';
import { dungeonReadRoutes } from './dungeons/reads';

export function dungeonRoutes(app: FastifyInstance): void {
  dungeonReadRoutes(app);
  dungeonPlayRoutes(app);
  expeditionRoutes(app);
}
