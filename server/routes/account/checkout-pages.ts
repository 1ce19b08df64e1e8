/**
 * The local default's stand-in for a payment provider: the hosted test checkout page, its two form
 * posts, and the webhook that activates the subscription. Absent when PAYMENT_CHECKOUT_URL is set.
 * Plain routes (not the contract's): browsers post forms here and the webhook signs its raw body.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { applyEvent, completedEvent, providerUrl, signEvent, SIGNATURE_HEADER, TEST_CHECKOUT_PATH, verifySignature, WEBHOOK_PATH, webhookSecret, type BillingEvent } from '../../account/checkout';
import { CHECKOUT_CSP, checkoutPage } from '../../account/checkout-page';
import { closeCheckout, findCheckout } from '../../store/account/billing';

const SUCCESS = '/sanctum?subscription_success=true';
const CANCELLED = '/sanctum?redirected_from_stripe=true';

export function checkoutPageRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    // Forms post urlencoded; the webhook needs its exact bytes to check the signature.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, String(body)));

    scope.post(WEBHOOK_PATH, (request, reply) => {
      const ctx = app.ctx;
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      if (!verifySignature(webhookSecret(ctx), typeof signature === 'string' ? signature : undefined, raw, ctx.now())) {
        return reply.code(400).send({ message: 'The event signature is not valid.' });
      }
      let event: BillingEvent;
      try {
        event = JSON.parse(raw) as BillingEvent;
      } catch {
        return reply.code(400).send({ message: 'The request body is not valid JSON.' });
      }
      if (event.type === 'checkout.session.completed' && typeof event.id === 'string' && event.data) {
        ctx.db.transaction(() => applyEvent(ctx.db, event, ctx.now()))();
      }
      return reply.send({ received: true });
    });

    if (providerUrl()) return;

    scope.get<{ Querystring: { session?: string } }>(TEST_CHECKOUT_PATH, (request, reply) => {
      const session = findCheckout(app.ctx.db, String(request.query.session ?? '').slice(0, 64));
      if (!session || session.status !== 'open') return html(reply.code(404), '<p>This checkout session is not open.</p>');
      return html(reply, checkoutPage(session.session_id, session.email, TEST_CHECKOUT_PATH));
    });

    scope.post<{ Body: { session?: string } }>(`${TEST_CHECKOUT_PATH}/complete`, async (request, reply) => {
      const ctx = app.ctx;
      const session = findCheckout(ctx.db, String(request.body?.session ?? '').slice(0, 64));
      if (!session || session.status !== 'open') return reply.redirect(CANCELLED, 303);
      // Exactly what a provider does: a signed event to the webhook, which alone activates.
      const body = JSON.stringify(completedEvent(session.session_id, session.user_id));
      const sent = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signEvent(webhookSecret(ctx), ctx.now(), body) },
        payload: body,
      });
      return reply.redirect(sent.statusCode === 200 ? SUCCESS : CANCELLED, 303);
    });

    scope.post<{ Body: { session?: string } }>(`${TEST_CHECKOUT_PATH}/cancel`, (request, reply) => {
      closeCheckout(app.ctx.db, String(request.body?.session ?? '').slice(0, 64), 'cancelled');
      return reply.redirect(CANCELLED, 303);
    });
  });
}

function html(reply: FastifyReply, body: string): FastifyReply {
  const page = body.startsWith('<!doctype') ? body : `<!doctype html><meta charset="utf-8"><title>Checkout</title>${body}`;
  return reply.header('content-security-policy', CHECKOUT_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}
