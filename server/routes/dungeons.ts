/** The dungeon (Timeline) and expedition routes. */
import type { FastifyInstance } from 'fastify';

export function dungeonRoutes(_app: FastifyInstance): void {}
