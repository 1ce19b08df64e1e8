/** Sign-in: init settings, magic codes and token refresh. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { checkCode, issueCode } from '../auth/magic-codes';
import { issueTokens, rotate } from '../auth/sessions';
import { fail } from '../http/errors';
import { refuse, route } from '../http/route';
import { linkedProviders, putLink } from '../store/account/billing';
import { findOrCreateUser } from '../store/users';

export function authRoutes(app: FastifyInstance): void {
  route(
    app,
    api.authInit,
    ({ ctx }) => ({ version: ctx.version, show_community_creations_creator_tab: false, google_sign_in: ctx.googleSignIn }),
    { public: true },
  );

  route(
    app,
    api.magicCodeRequest,
    ({ ctx, body, ip, afterCommit }) => {
      const issued = issueCode(ctx.db, ctx.secret, body.email, ip, ctx.now(), ctx.codeRequestsPerIp);
      if ('limited' in issued) fail(429, issued.limited);
      afterCommit(() => ctx.mailer.send(body.email, issued.code));
      return { message: 'We sent a code to your email.' };
    },
    { public: true },
  );

  route(
    app,
    api.magicCodeVerify,
    ({ ctx, body, ip }) => {
      const now = ctx.now();
      const checked = checkCode(ctx.db, ctx.secret, body.email, body.code, ip, now);
      // Returned, not thrown: the wrong attempt just counted must be committed.
      if ('error' in checked) return refuse(checked.status, checked.error);
      const user = findOrCreateUser(ctx.db, body.email, now);
      // The code proved the address: a signed-in (not temporary) player has their email linked, which is
      // what subscribing and 'I Already Have An Account' look at.
      if (!body.is_temp_user && !linkedProviders(ctx.db, user.user_id).includes('email')) putLink(ctx.db, user.user_id, 'email', body.email, now);
      return issueTokens(ctx.db, ctx.secret, user.user_id, now);
    },
    { public: true },
  );

  route(
    app,
    api.tokenRefresh,
    ({ ctx, query }) => rotate(ctx.db, ctx.secret, query.refresh_token, ctx.now()) ?? fail(401, 'Your session has ended. Please log in again.'),
    { public: true },
  );
}
