/**
 * The paid plan after its checkout: what its owner sees (User.subscription), the provider's portal where
 * they cancel or resume it, the provider's events that say so, and renewal. A plan renews at the end of each
 * period paid until cancelled; a cancelled plan keeps every day paid and ends with its period.
 */
import { randomUUID } from 'node:crypto';
import type { Subscription } from '../../src/contract';
import { fail } from '../http/errors';
import type { PaymentSettings } from '../start-refusal';
import { type Db, inTransaction } from '../store/db';
import { lastPassEnd } from '../store/account/passes';
import { findSubscription, insertPortalSession, portalSessionUser, putSubscription, renewingTestSubscriptions, setCancelAtPeriodEnd } from '../store/account/subscriptions';
import { iso } from '../store/query';
import { findUser } from '../store/users';
import { activateSubscription, HOUR_MS } from './passes';

export const TEST_PORTAL_PATH = '/api/billing/test-portal';
/** How long a portal link opens the player's page, as a provider's portal session does. */
const PORTAL_SESSION_MS = HOUR_MS;
/** The test provider renews a plan this long before its period ends (renewals run hourly), so no hour is lost. */
export const RENEW_AHEAD_MS = 2 * HOUR_MS;

export const providerOf = (payments: PaymentSettings): 'test' | 'provider' => (payments.testMode ? 'test' : 'provider');

/** User.subscription: the plan while a period paid runs, or null. */
export async function subscriptionOf(db: Db, userId: string, now: number): Promise<Subscription | null> {
  const row = await findSubscription(db, userId);
  const end = row ? await lastPassEnd(db, userId, 'subscription') : null;
  if (!row || end === null || end <= now) return null;
  return { plan: 'mythic', status: row.cancel_at_period_end ? 'ending' : 'active', period_end: iso(end), provider: row.provider };
}

/** A checkout completed: a month paid, and the plan renewing from now on. */
export async function startSubscription(db: Db, userId: string, provider: 'test' | 'provider', source: string, now: number): Promise<void> {
  await activateSubscription(db, userId, source, now);
  await putSubscription(db, userId, 'mythic', provider, now);
}

/** POST /user/subscription/portal/: the provider's customer portal, or test mode's own page, for this player. */
export async function openPortal(db: Db, payments: PaymentSettings, userId: string, now: number): Promise<{ portal_url: string }> {
  if (!(await findSubscription(db, userId))) fail(404, 'You have no subscription to manage.');
  if (!payments.testMode) {
    // The start refuses a provider without a portal in production; elsewhere say what is missing.
    if (!payments.portalUrl) fail(503, 'This server has no PAYMENT_PORTAL_URL: manage your subscription from your payment receipt.');
    const params = new URLSearchParams({ prefilled_email: (await findUser(db, userId))!.email });
    return { portal_url: `${payments.portalUrl}${payments.portalUrl.includes('?') ? '&' : '?'}${params}` };
  }
  const session = randomUUID();
  await insertPortalSession(db, session, userId, now + PORTAL_SESSION_MS);
  return { portal_url: `${TEST_PORTAL_PATH}?session=${encodeURIComponent(session)}` };
}

/** What the test portal shows its player: their email and the plan. */
export const portalView = async (db: Db, userId: string, now: number): Promise<{ email: string; plan: Subscription | null }> => ({
  email: (await findUser(db, userId))!.email,
  plan: await subscriptionOf(db, userId, now),
});

/** The player a test portal link opens, while it lasts. */
export const portalUser = (db: Db, sessionId: unknown, now: number): Promise<string | undefined> => portalSessionUser(db, String(sessionId ?? '').slice(0, 64), now);

/**
 * A provider's event about a plan (verified and recorded once by checkout.ts): `cancel_at_period_end`
 * cancels (true) or resumes (false) a plan still running; `renewed` is a period paid again.
 */
export async function applySubscriptionEvent(db: Db, userId: string, change: { cancel_at_period_end?: boolean; renewed?: boolean }, source: string, now: number): Promise<void> {
  const row = await findSubscription(db, userId);
  if (!row || (await subscriptionOf(db, userId, now)) === null) return;
  if (change.cancel_at_period_end !== undefined) await setCancelAtPeriodEnd(db, userId, change.cancel_at_period_end, now);
  if (change.renewed && !row.cancel_at_period_end) await activateSubscription(db, userId, source, now);
}

/**
 * The test provider's renewals: every plan not cancelled whose period ends within RENEW_AHEAD_MS is paid
 * again (for free). A plan whose period ended while the server was off starts a new one from now.
 */
export async function renewTestSubscriptions(db: Db, now: number): Promise<number> {
  let renewed = 0;
  for (const userId of await renewingTestSubscriptions(db)) {
    const end = await lastPassEnd(db, userId, 'subscription');
    if (end !== null && end > now + RENEW_AHEAD_MS) continue;
    await activateSubscription(db, userId, 'test renewal', now);
    renewed++;
  }
  return renewed;
}

/** Renewals at start and hourly (test mode only: a provider renews by its events); `onError` hears a round that failed. */
export async function startTestRenewals(db: Db, now: () => number, onError: (error: unknown) => void): Promise<() => void> {
  const run = () => inTransaction(db, (trx) => renewTestSubscriptions(trx, now()));
  await run();
  const timer = setInterval(() => void run().catch(onError), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
