/**
 * The paid plan after its checkout: what its owner sees (User.subscription), the provider's portal where
 * they cancel or resume it, the provider's events that say so, and renewal. A plan renews at the end of each
 * period paid until cancelled; a cancelled plan keeps every day paid and ends with its period.
 */
import { randomUUID } from 'node:crypto';
import type { Subscription } from '../../src/contract';
import { fail } from '../http/errors';
import type { PaymentSettings } from '../start-refusal';
import type { Db } from '../store/db';
import { lastPassEnd } from '../store/account/passes';
import { findSubscription, insertPortalSession, portalSessionUser, putSubscription, renewingTestSubscriptions, setCancelAtPeriodEnd } from '../store/account/subscriptions';
import { iso } from '../store/stmt';
import { findUser } from '../store/users';
import { activateSubscription, HOUR_MS } from './passes';

export const TEST_PORTAL_PATH = '/api/billing/test-portal';
/** How long a portal link opens the player's page, as a provider's portal session does. */
const PORTAL_SESSION_MS = HOUR_MS;
/** The test provider renews a plan this long before its period ends (renewals run hourly), so no hour is lost. */
export const RENEW_AHEAD_MS = 2 * HOUR_MS;

export const providerOf = (payments: PaymentSettings): 'test' | 'provider' => (payments.testMode ? 'test' : 'provider');

/** User.subscription: the plan while a period paid runs, or null. */
export function subscriptionOf(db: Db, userId: string, now: number): Subscription | null {
  const row = findSubscription(db, userId);
  const end = row ? lastPassEnd(db, userId, 'subscription') : null;
  if (!row || end === null || end <= now) return null;
  return { plan: 'mythic', status: row.cancel_at_period_end ? 'ending' : 'active', period_end: iso(end), provider: row.provider };
}

/** A checkout completed: a month paid, and the plan renewing from now on. */
export function startSubscription(db: Db, userId: string, provider: 'test' | 'provider', source: string, now: number): void {
  activateSubscription(db, userId, source, now);
  putSubscription(db, userId, 'mythic', provider, now);
}

/** POST /user/subscription/portal/: the provider's customer portal, or test mode's own page, for this player. */
export function openPortal(db: Db, payments: PaymentSettings, userId: string, now: number): { portal_url: string } {
  if (!findSubscription(db, userId)) fail(404, 'You have no subscription to manage.');
  if (!payments.testMode) {
    // The start refuses a provider without a portal in production; elsewhere say what is missing.
    if (!payments.portalUrl) fail(503, 'This server has no PAYMENT_PORTAL_URL: manage your subscription from your payment receipt.');
    const params = new URLSearchParams({ prefilled_email: findUser(db, userId)!.email });
    return { portal_url: `${payments.portalUrl}${payments.portalUrl.includes('?') ? '&' : '?'}${params}` };
  }
  const session = randomUUID();
  insertPortalSession(db, session, userId, now + PORTAL_SESSION_MS);
  return { portal_url: `${TEST_PORTAL_PATH}?session=${encodeURIComponent(session)}` };
}

/** What the test portal shows its player: their email and the plan. */
export const portalView = (db: Db, userId: string, now: number): { email: string; plan: Subscription | null } => ({
  email: findUser(db, userId)!.email,
  plan: subscriptionOf(db, userId, now),
});

/** The player a test portal link opens, while it lasts. */
export const portalUser = (db: Db, sessionId: unknown, now: number): string | undefined => portalSessionUser(db, String(sessionId ?? '').slice(0, 64), now);

/**
 * A provider's event about a plan (verified and recorded once by checkout.ts): `cancel_at_period_end`
 * cancels (true) or resumes (false) a plan still running; `renewed` is a period paid again.
 */
export function applySubscriptionEvent(db: Db, userId: string, change: { cancel_at_period_end?: boolean; renewed?: boolean }, source: string, now: number): void {
  const row = findSubscription(db, userId);
  if (!row || subscriptionOf(db, userId, now) === null) return;
  if (change.cancel_at_period_end !== undefined) setCancelAtPeriodEnd(db, userId, change.cancel_at_period_end, now);
  if (change.renewed && !row.cancel_at_period_end) activateSubscription(db, userId, source, now);
}

/**
 * The test provider's renewals: every plan not cancelled whose period ends within RENEW_AHEAD_MS is paid
 * again (for free). A plan whose period ended while the server was off starts a new one from now.
 */
export function renewTestSubscriptions(db: Db, now: number): number {
  let renewed = 0;
  for (const userId of renewingTestSubscriptions(db)) {
    const end = lastPassEnd(db, userId, 'subscription');
    if (end !== null && end > now + RENEW_AHEAD_MS) continue;
    activateSubscription(db, userId, 'test renewal', now);
    renewed++;
  }
  return renewed;
}

/** Renewals at start and hourly (test mode only: a provider renews by its events). */
export function startTestRenewals(db: Db, now: () => number): () => void {
  const run = () => db.transaction(() => renewTestSubscriptions(db, now()))();
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
