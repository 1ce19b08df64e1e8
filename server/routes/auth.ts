/** Sign-in: init settings, magic codes, Google, and token refresh. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { signInWithGoogle, verifyGoogleToken } from '../auth/google-sign-in';
import { initSettings, type AuthSettings } from '../auth/settings';
import { logout, TOKEN_ANSWER_KEEP_MS } from '../auth/sessions';
import { refreshTokens, requestCode, signInWithCode } from '../auth/sign-in';
import { route, routePrepared } from '../http/route';
import { startTempUser } from '../auth/temp-users';
import { testGooglePageRoutes } from './test-google-pages';

export function authRoutes(app: FastifyInstance, auth: AuthSettings): void {
  route(app, api.authInit, () => initSettings(auth), { public: true });

  route(
    app,
    api.magicCodeRequest,
    async ({ ctx, body, ip, afterCommit }) => {
      const code = await requestCode(ctx.db, ctx.secret, body.email, ip, ctx.now(), auth.codeRequestsPerIp);
      afterCommit(() => auth.mailer.send(body.email, code));
      return { message: 'We sent a code to your email.' };
    },
    { public: true },
  );

  // The answer carries the session's tokens: replayed to a retry for minutes, not kept for days.
  route(app, api.magicCodeVerify, ({ ctx, body, ip }) => signInWithCode(ctx.db, ctx, body, ip, ctx.now()), { public: true, keepAnswerMs: TOKEN_ANSWER_KEEP_MS });

  // Tokens in the answer, as a sign-in's; limited per client address (auth/temp-users.ts).
  route(app, api.tempUser, ({ ctx, body, ip }) => startTempUser(ctx.db, ctx, body, ip, ctx.now(), auth.tempUsersPerIp), { public: true, keepAnswerMs: TOKEN_ANSWER_KEEP_MS });

  routePrepared(
    app,
    api.googleAuth,
    async ({ ctx, body, ip }) => {
      const verified = await verifyGoogleToken(ctx.db, auth.google, body.auth_token, ip, ctx.now(), auth.googleSignInsPerIp);
      if ('refused' in verified) app.log.warn({ err: verified.refused }, 'Google sign-in refused');
      return verified;
    },
    ({ ctx, body, ip, userId }, verified) => signInWithGoogle(ctx.db, ctx, verified, body, userId, ip, ctx.now()),
    { public: true, keepAnswerMs: TOKEN_ANSWER_KEEP_MS },
  );

  testGooglePageRoutes(app, auth);

  route(app, api.tokenRefresh, ({ ctx, query }) => refreshTokens(ctx.db, ctx, query.refresh_token, ctx.now()), { public: true });
  // Public: an expired access token must not keep a player from ending the session it belongs to.
  route(app, api.logout, ({ ctx, body }) => logout(ctx.db, ctx, body.refresh_token, ctx.now()), { public: true });
}
