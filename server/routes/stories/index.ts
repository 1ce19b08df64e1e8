/** The story domains' routes (custom stories, quick play, echoes, cards, discussions). */
import type { FastifyInstance } from 'fastify';

export function storyRoutes(_app: FastifyInstance): void {}
