/**
 * Development-only routes, absent when a real mailer is configured: the dev mailbox, and the
 * idempotency records of a user, which end-to-end tests read to prove each offline write arrived once.
 */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { keyedWritesOf, lastCodeSent } from '../auth/dev-records';
import { route } from '../http/route';

export function devRoutes(app: FastifyInstance): void {
  route(app, api.devMailbox, ({ ctx, query }) => lastCodeSent(ctx.db, query.email), { public: true });
  route(app, api.devWrites, ({ ctx, query }) => keyedWritesOf(ctx.db, query.email), { public: true });
}
