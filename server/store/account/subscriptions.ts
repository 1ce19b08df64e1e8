/** The paid plan's management rows (subscriptions) and the test portal's sessions; the months paid are play_passes. */
import type { Db } from '../db';
import { stmt } from '../stmt';

export interface SubscriptionRow {
  user_id: string;
  plan: string;
  provider: 'test' | 'provider';
  cancel_at_period_end: number;
  started_at: number;
  updated_at: number;
}

export function findSubscription(db: Db, userId: string): SubscriptionRow | undefined {
  return stmt(db, 'SELECT * FROM subscriptions WHERE user_id = ?').get(userId) as SubscriptionRow | undefined;
}

/** A checkout completed: the plan starts, or starts again, renewing. */
export function putSubscription(db: Db, userId: string, plan: string, provider: SubscriptionRow['provider'], now: number): void {
  stmt(
    db,
    `INSERT INTO subscriptions (user_id, plan, provider, cancel_at_period_end, started_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET plan = excluded.plan, provider = excluded.provider, cancel_at_period_end = 0, updated_at = excluded.updated_at`,
  ).run(userId, plan, provider, now, now);
}

export function setCancelAtPeriodEnd(db: Db, userId: string, cancel: boolean, now: number): boolean {
  return stmt(db, 'UPDATE subscriptions SET cancel_at_period_end = ?, updated_at = ? WHERE user_id = ?').run(cancel ? 1 : 0, now, userId).changes > 0;
}

/** The plans the test provider renews itself: not cancelled. */
export function renewingTestSubscriptions(db: Db): string[] {
  return stmt(db, "SELECT user_id FROM subscriptions WHERE provider = 'test' AND cancel_at_period_end = 0").pluck().all() as string[];
}

export function insertPortalSession(db: Db, sessionId: string, userId: string, expiresAt: number): void {
  stmt(db, 'DELETE FROM billing_portal_sessions WHERE user_id = ? AND expires_at <= ?').run(userId, expiresAt);
  stmt(db, 'INSERT INTO billing_portal_sessions (session_id, user_id, expires_at) VALUES (?, ?, ?)').run(sessionId, userId, expiresAt);
}

/** The player a portal session opens, while it lasts. */
export function portalSessionUser(db: Db, sessionId: string, now: number): string | undefined {
  return stmt(db, 'SELECT user_id FROM billing_portal_sessions WHERE session_id = ? AND expires_at > ?').pluck().get(sessionId, now) as string | undefined;
}
