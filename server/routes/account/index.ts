/** The account and social domains' routes; each file registers its own. */
import type { FastifyInstance } from 'fastify';

export function accountRoutes(_app: FastifyInstance): void {}
