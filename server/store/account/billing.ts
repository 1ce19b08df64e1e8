/** Linked accounts, checkout sessions and provider events, test purchases and ad views. */
import type { Db } from '../db';
import { changed, num } from '../query';

export async function linkedProviders(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('account_links').select('provider').where('user_id', '=', userId).orderBy('linked_at').execute();
  return rows.map((r) => r.provider);
}

/** The user holding this identity at this provider, if any. */
export async function linkOwner(db: Db, provider: string, identifier: string): Promise<string | undefined> {
  const r = await db.selectFrom('account_links').select('user_id').where('provider', '=', provider).where('identifier', '=', identifier).executeTakeFirst();
  return r?.user_id;
}

export async function putLink(db: Db, userId: string, provider: string, identifier: string, now: number): Promise<void> {
  await db
    .insertInto('account_links')
    .values({ user_id: userId, provider, identifier, linked_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet((eb) => ({ identifier: eb.ref('excluded.identifier'), linked_at: eb.ref('excluded.linked_at') })))
    .execute();
}

export async function removeLinks(db: Db, userId: string, provider?: string): Promise<void> {
  let q = db.deleteFrom('account_links').where('user_id', '=', userId);
  if (provider) q = q.where('provider', '=', provider);
  await q.execute();
}

export interface CheckoutRow {
  session_id: string;
  user_id: string;
  email: string;
  status: 'open' | 'completed' | 'cancelled';
  created_at: number;
}

export async function insertCheckout(db: Db, row: Omit<CheckoutRow, 'status'>): Promise<void> {
  await db.insertInto('checkout_sessions').values({ ...row, status: 'open' }).execute();
}

export async function findCheckout(db: Db, sessionId: string): Promise<CheckoutRow | undefined> {
  const r = await db.selectFrom('checkout_sessions').select(['session_id', 'user_id', 'email', 'status', 'created_at']).where('session_id', '=', sessionId).executeTakeFirst();
  return r && { ...r, status: r.status as CheckoutRow['status'], created_at: num(r.created_at) };
}

/** Moves an open session only: true for the one call that did it. */
export async function closeCheckout(db: Db, sessionId: string, status: 'completed' | 'cancelled'): Promise<boolean> {
  const r = await db.updateTable('checkout_sessions').set({ status }).where('session_id', '=', sessionId).where('status', '=', 'open').executeTakeFirst();
  return changed(r) > 0;
}

/** Providers deliver events at least once: false when this event was already handled (the primary key decides between racing deliveries). */
export async function recordBillingEvent(db: Db, eventId: string, type: string, now: number): Promise<boolean> {
  const r = await db.insertInto('billing_events').values({ event_id: eventId, type, received_at: now }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return num(r.numInsertedOrUpdatedRows) > 0;
}

export async function insertPurchase(db: Db, p: { purchase_id: string; user_id: string; product: string; amount_cents: number; context: unknown; now: number }): Promise<void> {
  await db
    .insertInto('purchases')
    .values({ purchase_id: p.purchase_id, user_id: p.user_id, product: p.product, amount_cents: p.amount_cents, context_json: JSON.stringify(p.context ?? {}), created_at: p.now })
    .execute();
}

export interface AdRow {
  ad_id: string;
  user_id: string;
  seconds: number;
  started_at: number;
  completed_at: number | null;
}

export async function insertAd(db: Db, row: Omit<AdRow, 'completed_at'>): Promise<void> {
  await db.insertInto('ad_views').values(row).execute();
}

export async function findAd(db: Db, userId: string, adId: string): Promise<AdRow | undefined> {
  const r = await db.selectFrom('ad_views').select(['ad_id', 'user_id', 'seconds', 'started_at', 'completed_at']).where('ad_id', '=', adId).where('user_id', '=', userId).executeTakeFirst();
  return r && { ...r, started_at: num(r.started_at), completed_at: r.completed_at === null ? null : num(r.completed_at) };
}

export async function completeAd(db: Db, adId: string, now: number): Promise<boolean> {
  const r = await db.updateTable('ad_views').set({ completed_at: now }).where('ad_id', '=', adId).where('completed_at', 'is', null).executeTakeFirst();
  return changed(r) > 0;
}
