/** The dungeon (Timeline) and expedition routes: each file registers one group. */
import type { FastifyInstance } from 'fastify';
import { dungeonCrawlRoutes } from './crawls';
import { expeditionRoutes } from './expeditions';
import { dungeonReadRoutes } from './reads';

export function dungeonRoutes(app: FastifyInstance): void {
  dungeonReadRoutes(app);
  dungeonCrawlRoutes(app);
  expeditionRoutes(app);
}
