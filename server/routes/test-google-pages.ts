/**
 * Test mode's Google stand-in (server/auth/test-google.ts): the authorize page, its form post (which
 * redirects to the app's callback with the ID token in the fragment) and the key set. Plain routes: a
 * browser opens and posts them. Only in test mode, and only when GOOGLE_CLIENT_ID is set.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHECKOUT_CSP } from '../account/checkout-page';
import type { AuthSettings } from '../auth/settings';
import {
  type AuthorizeRequest,
  authorizeErrorPage,
  authorizeProblem,
  callbackUrl,
  chooseAccountPage,
  TEST_GOOGLE_AUTHORIZE_PATH,
  TEST_GOOGLE_CERTS_PATH,
} from '../auth/test-google';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function testGooglePageRoutes(app: FastifyInstance, auth: AuthSettings): void {
  const stand = auth.testGoogle;
  const clientId = auth.googleClientId;
  if (!stand || !clientId) return;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(TEST_GOOGLE_CERTS_PATH, (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(stand.jwks()));

    scope.get<{ Querystring: AuthorizeRequest }>(TEST_GOOGLE_AUTHORIZE_PATH, (request, reply) => {
      const problem = authorizeProblem(request.query, clientId, request.headers.host);
      if (problem) return html(reply.code(400), authorizeErrorPage(problem));
      return html(reply, chooseAccountPage(request.query));
    });

    scope.post<{ Body: AuthorizeRequest & { email?: string; cancel?: string } }>(TEST_GOOGLE_AUTHORIZE_PATH, (request, reply) => {
      const body = request.body ?? {};
      const problem = authorizeProblem(body, clientId, request.headers.host);
      if (problem) return html(reply.code(400), authorizeErrorPage(problem));
      if (body.cancel) return reply.redirect(callbackUrl(body.redirect_uri!, { error: 'access_denied' }, body.state), 303);
      const email = body.email?.trim() ?? '';
      if (!EMAIL.test(email)) return html(reply.code(400), chooseAccountPage({ ...body, login_hint: email }, 'Enter an email address, like ada@example.com.'));
      const idToken = stand.idToken({ email, aud: clientId, nonce: body.nonce }, app.ctx.now());
      return reply.redirect(callbackUrl(body.redirect_uri!, { id_token: idToken }, body.state), 303);
    });
  });
}

function html(reply: FastifyReply, page: string): FastifyReply {
  return reply.header('content-security-policy', CHECKOUT_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}
