/**
 * The webhook that activates the subscription, and test mode's stand-in for a payment provider (the
 * hosted test checkout page and its form posts): only with PAYMENT_TEST_MODE=1, never implied.
 * Plain routes (not the contract's): browsers post forms here and the webhook signs its raw body.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { QUERY_FLAGS } from '../../../src/contract';
import { cancelCheckout, openCheckout, receiveBillingEvent, SIGNATURE_HEADER, signedCompletion, TEST_CHECKOUT_PATH, WEBHOOK_PATH, webhookSecret } from '../../account/checkout';
import { CHECKOUT_CSP, checkoutPage, confirmPage } from '../../account/checkout-page';

const SUCCESS = `/sanctum?${QUERY_FLAGS.subscriptionSuccess}=true`;
const CANCELLED = `/sanctum?${QUERY_FLAGS.redirectedFromStripe}=true`;

export function checkoutPageRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    // Forms post urlencoded; the webhook needs its exact bytes to check the signature.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, String(body)));

    const secret = webhookSecret(app.ctx.payments, app.ctx.secret);
    scope.post(WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers[SIGNATURE_HEADER];
      const raw = typeof request.body === 'string' ? request.body : '';
      const { status, body } = await receiveBillingEvent(app.ctx.db, app.ctx.payments, secret, raw, typeof signature === 'string' ? signature : undefined, app.ctx.now());
      return reply.code(status).send(body);
    });

    if (!app.ctx.payments.testMode) return;

    scope.get<{ Querystring: { session?: string } }>(TEST_CHECKOUT_PATH, async (request, reply) => {
      const session = await openCheckout(app.ctx.db, request.query.session);
      if (!session) return html(reply.code(404), '<p>This checkout session is not open.</p>');
      return html(reply, checkoutPage(session.session_id, session.email, TEST_CHECKOUT_PATH));
    });

    scope.post<{ Body: { session?: string } }>(`${TEST_CHECKOUT_PATH}/confirm`, async (request, reply) => {
      const session = await openCheckout(app.ctx.db, request.body?.session);
      if (!session) return reply.redirect(CANCELLED, 303);
      return html(reply, confirmPage(session.session_id, session.email, TEST_CHECKOUT_PATH));
    });

    scope.post<{ Body: { session?: string; confirm?: string } }>(`${TEST_CHECKOUT_PATH}/complete`, async (request, reply) => {
      const session = await openCheckout(app.ctx.db, request.body?.session);
      if (!session) return reply.redirect(CANCELLED, 303);
      // Nothing is charged without the confirmation step's own field: a bare post is shown the confirmation.
      if (request.body?.confirm !== 'yes') return html(reply, confirmPage(session.session_id, session.email, TEST_CHECKOUT_PATH));
      // Exactly what a provider does: a signed event to the webhook, which alone activates.
      const { body, signature } = signedCompletion(secret, session, app.ctx.now());
      const sent = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: body });
      return reply.redirect(sent.statusCode === 200 ? SUCCESS : CANCELLED, 303);
    });

    scope.post<{ Body: { session?: string } }>(`${TEST_CHECKOUT_PATH}/cancel`, (request, reply) => {
      cancelCheckout(app.ctx.db, request.body?.session);
      return reply.redirect(CANCELLED, 303);
    });
  });
}

function html(reply: FastifyReply, body: string): FastifyReply {
  const page = body.startsWith('<!doctype') ? body : `<!doctype html><meta charset="utf-8"><title>Checkout</title>${body}`;
  return reply.header('content-security-policy', CHECKOUT_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}
