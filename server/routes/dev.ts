/**
 * Development-only routes, absent when a real mailer is configured: the dev mailbox, and the
 * idempotency records of a user, which end-to-end tests read to prove each offline write arrived once.
 */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { fail } from '../http/errors';
import { route } from '../http/route';
import { answersOf } from '../store/idempotency';
import { lastMail } from '../store/auth/mailbox';
import { iso } from '../store/stmt';
import { findUserByEmail } from '../store/users';

export function devRoutes(app: FastifyInstance): void {
  route(app, api.devMailbox, ({ ctx, query }) => lastMail(ctx.db, query.email) ?? fail(404, 'No code was sent to that email.'), {
    public: true,
  });

  route(
    app,
    api.devWrites,
    ({ ctx, query }) => {
      const user = findUserByEmail(ctx.db, query.email);
      if (!user) return [];
      return answersOf(ctx.db, user.user_id).map((a) => ({
        key: a.key,
        method: a.method,
        path: a.path,
        status: a.status,
        created_at: iso(a.created_at),
      }));
    },
    { public: true },
  );
}
