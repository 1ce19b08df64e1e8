/** Linked accounts, checkout sessions and provider events, test purchases and ad views. */
import type { Db } from '../db';
import { stmt } from '../stmt';

export function linkedProviders(db: Db, userId: string): string[] {
  return stmt(db, 'SELECT provider FROM account_links WHERE user_id = ? ORDER BY linked_at').pluck().all(userId) as string[];
}

/** The user holding this identity at this provider, if any. */
export function linkOwner(db: Db, provider: string, identifier: string): string | undefined {
  return stmt(db, 'SELECT user_id FROM account_links WHERE provider = ? AND identifier = ?').pluck().get(provider, identifier) as string | undefined;
}

export function putLink(db: Db, userId: string, provider: string, identifier: string, now: number): void {
  stmt(
    db,
    `INSERT INTO account_links (user_id, provider, identifier, linked_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, provider) DO UPDATE SET identifier = excluded.identifier, linked_at = excluded.linked_at`,
  ).run(userId, provider, identifier, now);
}

export function removeLinks(db: Db, userId: string, provider?: string): void {
  if (provider) stmt(db, 'DELETE FROM account_links WHERE user_id = ? AND provider = ?').run(userId, provider);
  else stmt(db, 'DELETE FROM account_links WHERE user_id = ?').run(userId);
}

export interface CheckoutRow {
  session_id: string;
  user_id: string;
  email: string;
  status: 'open' | 'completed' | 'cancelled';
  created_at: number;
}

export function insertCheckout(db: Db, row: Omit<CheckoutRow, 'status'>): void {
  stmt(db, "INSERT INTO checkout_sessions (session_id, user_id, email, status, created_at) VALUES (?, ?, ?, 'open', ?)").run(
    row.session_id,
    row.user_id,
    row.email,
    row.created_at,
  );
}

export function findCheckout(db: Db, sessionId: string): CheckoutRow | undefined {
  return stmt(db, 'SELECT * FROM checkout_sessions WHERE session_id = ?').get(sessionId) as CheckoutRow | undefined;
}

/** Moves an open session only: true for the one call that did it. */
export function closeCheckout(db: Db, sessionId: string, status: 'completed' | 'cancelled'): boolean {
  return stmt(db, "UPDATE checkout_sessions SET status = ? WHERE session_id = ? AND status = 'open'").run(status, sessionId).changes > 0;
}

/** Providers deliver events at least once: false when this event was already handled. */
export function recordBillingEvent(db: Db, eventId: string, type: string, now: number): boolean {
  return stmt(db, 'INSERT OR IGNORE INTO billing_events (event_id, type, received_at) VALUES (?, ?, ?)').run(eventId, type, now).changes > 0;
}

export function insertPurchase(db: Db, p: { purchase_id: string; user_id: string; product: string; amount_cents: number; context: unknown; now: number }): void {
  stmt(db, 'INSERT INTO purchases (purchase_id, user_id, product, amount_cents, context_json, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    p.purchase_id,
    p.user_id,
    p.product,
    p.amount_cents,
    JSON.stringify(p.context ?? {}),
    p.now,
  );
}

export interface AdRow {
  ad_id: string;
  user_id: string;
  seconds: number;
  started_at: number;
  completed_at: number | null;
}

export function insertAd(db: Db, row: Omit<AdRow, 'completed_at'>): void {
  stmt(db, 'INSERT INTO ad_views (ad_id, user_id, seconds, started_at) VALUES (?, ?, ?, ?)').run(row.ad_id, row.user_id, row.seconds, row.started_at);
}

export function findAd(db: Db, userId: string, adId: string): AdRow | undefined {
  return stmt(db, 'SELECT * FROM ad_views WHERE ad_id = ? AND user_id = ?').get(adId, userId) as AdRow | undefined;
}

export function completeAd(db: Db, adId: string, now: number): boolean {
  return stmt(db, 'UPDATE ad_views SET completed_at = ? WHERE ad_id = ? AND completed_at IS NULL').run(now, adId).changes > 0;
}
