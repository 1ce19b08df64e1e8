/**
 * Subscription checkout. With a provider (PAYMENT_CHECKOUT_URL), the app is sent to its hosted page
 * (prefilled email, user id as client reference); in test mode (PAYMENT_TEST_MODE=1) to this server's
 * test page, which completes by posting a signed event to the webhook exactly as a provider would.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { fail } from '../http/errors';
import { type CheckoutRow, closeCheckout, findCheckout, insertCheckout, linkedProviders, recordBillingEvent } from '../store/account/billing';
import { earnAvatar } from '../store/account/avatars';
import type { PaymentSettings } from '../start-refusal';
import { type Db, inTransaction } from '../store/db';
import { findUser } from '../store/users';
import { applySubscriptionEvent, startSubscription } from './subscription';

export const TEST_CHECKOUT_PATH = '/api/billing/test-checkout';
export const WEBHOOK_PATH = '/api/billing/webhook';
export const SIGNATURE_HEADER = 'x-billing-signature';
/** A signed event older than this is refused: a captured one cannot be replayed later. */
const TOLERANCE_MS = 5 * 60_000;

/** POST /auth/create-customer-session/: a linked account is needed, so the subscription has an owner to sign in as. */
export async function startCheckout(db: Db, payments: PaymentSettings, userId: string, now: number): Promise<{ checkout_url: string }> {
  if ((await linkedProviders(db, userId)).length === 0) fail(403, 'Link your account before subscribing.');
  const user = (await findUser(db, userId))!;
  const sessionId = randomUUID();
  await insertCheckout(db, { session_id: sessionId, user_id: userId, email: user.email, created_at: now });
  return { checkout_url: checkoutUrl(payments, sessionId, user.email, userId) };
}

function checkoutUrl(payments: PaymentSettings, sessionId: string, email: string, userId: string): string {
  const provider = payments.checkoutUrl;
  // The start refuses a server with neither a provider nor test mode.
  if (!provider) return `${TEST_CHECKOUT_PATH}?session=${encodeURIComponent(sessionId)}`;
  const params = new URLSearchParams({ prefilled_email: email, client_reference_id: userId });
  return `${provider}${provider.includes('?') ? '&' : '?'}${params}`;
}

/**
 * The provider's signing secret; test mode's own page signs with one derived from the server's secret (the
 * keyed hash of 'billing-webhook', as auth/secrets.ts keyedHash makes it: account does not import auth).
 */
export const webhookSecret = (payments: PaymentSettings, serverSecret: string): string =>
  payments.webhookSecret ?? createHmac('sha256', serverSecret).update('billing-webhook').digest('hex');

const mac = (secret: string, t: number, body: string): string => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

export const signEvent = (secret: string, t: number, body: string): string => `t=${t},v1=${mac(secret, t, body)}`;

export function verifySignature(secret: string, header: string | undefined, body: string, now: number): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(now - t) > TOLERANCE_MS || !parts.v1) return false;
  const expected = Buffer.from(mac(secret, t, body));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The provider's events: a checkout completed; a plan changed at its portal (cancelled at the period's end,
 * or resumed); a plan's period paid again. The plan's events name the player as the checkout did.
 */
export type BillingEvent =
  | { id: string; type: 'checkout.session.completed'; data: { session_id: string; client_reference_id: string } }
  | { id: string; type: 'subscription.updated'; data: { client_reference_id: string; cancel_at_period_end: boolean } }
  | { id: string; type: 'subscription.renewed'; data: { client_reference_id: string } };

export const completedEvent = (sessionId: string, userId: string): BillingEvent => ({
  id: `evt_${randomUUID()}`,
  type: 'checkout.session.completed',
  data: { session_id: sessionId, client_reference_id: userId },
});

/** Applies a verified event once; a redelivered or stale one changes nothing. */
export async function applyEvent(db: Db, event: BillingEvent, provider: 'test' | 'provider', now: number): Promise<void> {
  if (!(await recordBillingEvent(db, event.id, event.type, now))) return;
  const userId = String(event.data.client_reference_id).slice(0, 64);
  if (event.type === 'subscription.updated') {
    if (typeof event.data.cancel_at_period_end === 'boolean') await applySubscriptionEvent(db, userId, { cancel_at_period_end: event.data.cancel_at_period_end }, event.id, now);
    return;
  }
  if (event.type === 'subscription.renewed') return applySubscriptionEvent(db, userId, { renewed: true }, `renewal ${event.id}`, now);
  const session = await findCheckout(db, event.data.session_id);
  if (!session || session.user_id !== event.data.client_reference_id) return;
  if (!(await closeCheckout(db, session.session_id, 'completed'))) return;
  await startSubscription(db, session.user_id, provider, `checkout ${session.session_id}`, now);
  await earnAvatar(db, session.user_id, 'mythic-patron', now);
}

const KNOWN = new Set<string>(['checkout.session.completed', 'subscription.updated', 'subscription.renewed']);

/** The webhook: a verified event is applied once (in one transaction); anything else is a 400 answer. */
export async function receiveBillingEvent(db: Db, payments: PaymentSettings, secret: string, raw: string, signature: string | undefined, now: number): Promise<{ status: 200 | 400; body: object }> {
  if (!verifySignature(secret, signature, raw, now)) return { status: 400, body: { message: 'The event signature is not valid.' } };
  let event: BillingEvent;
  try {
    event = JSON.parse(raw) as BillingEvent;
  } catch {
    return { status: 400, body: { message: 'The request body is not valid JSON.' } };
  }
  if (KNOWN.has(event.type) && typeof event.id === 'string' && event.data && typeof event.data === 'object') {
    // A provider may deliver one event to two instances at once: recordBillingEvent's primary key lets one apply it.
    await inTransaction(db, (trx) => applyEvent(trx, event, payments.testMode ? 'test' : 'provider', now));
  }
  return { status: 200, body: { received: true } };
}

/** A test checkout session still open, by the id a form or link carried. */
export const openCheckout = async (db: Db, sessionId: unknown): Promise<CheckoutRow | undefined> => {
  const session = await findCheckout(db, String(sessionId ?? '').slice(0, 64));
  return session?.status === 'open' ? session : undefined;
};

export const cancelCheckout = (db: Db, sessionId: unknown): void => void closeCheckout(db, String(sessionId ?? '').slice(0, 64), 'cancelled');

/** A plan cancelled (true) or resumed (false) at the test portal, signed as a provider signs it. */
export function signedPlanChange(secret: string, userId: string, cancel: boolean, now: number): { body: string; signature: string } {
  const event: BillingEvent = { id: `evt_${randomUUID()}`, type: 'subscription.updated', data: { client_reference_id: userId, cancel_at_period_end: cancel } };
  const body = JSON.stringify(event);
  return { body, signature: signEvent(secret, now, body) };
}

/** What the test page's 'Complete' posts to the webhook, signed exactly as a provider signs it. */
export function signedCompletion(secret: string, session: CheckoutRow, now: number): { body: string; signature: string } {
  const body = JSON.stringify(completedEvent(session.session_id, session.user_id));
  return { body, signature: signEvent(secret, now, body) };
}
