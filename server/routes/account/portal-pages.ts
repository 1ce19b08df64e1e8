/**
 * Test mode's customer portal (PAYMENT_TEST_MODE=1 only): the page a portal link opens, and its Cancel
 * and Resume, which post a signed event to the webhook exactly as a provider's portal does. Plain routes:
 * browsers post forms here.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SIGNATURE_HEADER, signedPlanChange, WEBHOOK_PATH, webhookSecret } from '../../account/checkout';
import { CHECKOUT_CSP } from '../../account/checkout-page';
import { cancelConfirmPage, portalPage } from '../../account/portal-page';
import { portalUser, portalView, subscriptionOf, TEST_PORTAL_PATH } from '../../account/subscription';

/** Where 'Return to Chronicle' goes: the profile, which shows the plan. */
const APP_PATH = '/profile';

export function portalPageRoutes(app: FastifyInstance): void {
  if (!app.ctx.payments.testMode) return;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const secret = webhookSecret(app.ctx.payments, app.ctx.secret);
    const { db } = app.ctx;
    const again = (session: string) => `${TEST_PORTAL_PATH}?session=${encodeURIComponent(session)}`;
    const closed = (reply: FastifyReply) => html(reply.code(404), '<p>This link has expired. Open your subscription again from Chronicle.</p>');

    scope.get<{ Querystring: { session?: string } }>(TEST_PORTAL_PATH, async (request, reply) => {
      const userId = await portalUser(db, request.query.session, app.ctx.now());
      if (!userId) return closed(reply);
      const { email, plan } = await portalView(db, userId, app.ctx.now());
      return html(reply, portalPage(request.query.session!, email, plan, TEST_PORTAL_PATH, APP_PATH));
    });

    const change = (cancel: boolean) => async (request: { body?: { session?: string; confirm?: string } }, reply: FastifyReply) => {
      const session = request.body?.session ?? '';
      const userId = await portalUser(db, session, app.ctx.now());
      if (!userId) return closed(reply);
      const plan = await subscriptionOf(db, userId, app.ctx.now());
      if (!plan) return reply.redirect(again(session), 303);
      // Cancelling asks first: a bare post is shown the confirmation.
      if (cancel && request.body?.confirm !== 'yes') return html(reply, cancelConfirmPage(session, plan, TEST_PORTAL_PATH, APP_PATH));
      const { body, signature } = signedPlanChange(secret, userId, cancel, app.ctx.now());
      await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: body });
      return reply.redirect(again(session), 303);
    };
    scope.post<{ Body: { session?: string; confirm?: string } }>(`${TEST_PORTAL_PATH}/cancel`, change(true));
    scope.post<{ Body: { session?: string } }>(`${TEST_PORTAL_PATH}/resume`, change(false));
  });
}

function html(reply: FastifyReply, body: string): FastifyReply {
  const page = body.startsWith('<!doctype') ? body : `<!doctype html><html lang="en"><meta charset="utf-8"><title>Your subscription</title>${body}`;
  return reply.header('content-security-policy', CHECKOUT_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}
