/** The dungeon (Timeline) and expedition routes: each file registers one group. */
import type { FastifyInstance } from 'fastify';
import { expeditionRoutes } from './expeditions';
import { dungeonPlayRoutes } from './crawls';
import { dungeonReadRoutes } from './reads';

export function dungeonRoutes(app: FastifyInstance): void {
  dungeonReadRoutes(app);
  dungeonPlayRoutes(app);
  expeditionRoutes(app);
}
