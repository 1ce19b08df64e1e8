/** The paid plan's management rows (subscriptions) and the test portal's sessions; the months paid are play_passes. */
import type { Db } from '../db';
import { changed, num } from '../query';

export interface SubscriptionRow {
  user_id: string;
  plan: string;
  provider: 'test' | 'provider';
  cancel_at_period_end: number;
  started_at: number;
  updated_at: number;
}

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const r = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return r && { ...r, cancel_at_period_end: num(r.cancel_at_period_end), started_at: num(r.started_at), updated_at: num(r.updated_at) };
}

/** A checkout completed: the plan starts, or starts again, renewing. */
export async function putSubscription(db: Db, userId: string, plan: string, provider: SubscriptionRow['provider'], now: number): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, plan, provider, cancel_at_period_end: 0, started_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        plan: eb.ref('excluded.plan'),
        provider: eb.ref('excluded.provider'),
        cancel_at_period_end: 0,
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function setCancelAtPeriodEnd(db: Db, userId: string, cancel: boolean, now: number): Promise<boolean> {
  return changed(await db.updateTable('subscriptions').set({ cancel_at_period_end: cancel ? 1 : 0, updated_at: now }).where('user_id', '=', userId).executeTakeFirst()) > 0;
}

/** The plans the test provider renews itself: not cancelled. */
export async function renewingTestSubscriptions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('subscriptions').select('user_id').where('provider', '=', 'test').where('cancel_at_period_end', '=', 0).execute();
  return rows.map((r) => r.user_id);
}

export async function insertPortalSession(db: Db, sessionId: string, userId: string, expiresAt: number): Promise<void> {
  await db.deleteFrom('billing_portal_sessions').where('user_id', '=', userId).where('expires_at', '<=', expiresAt).execute();
  await db.insertInto('billing_portal_sessions').values({ session_id: sessionId, user_id: userId, expires_at: expiresAt }).execute();
}

/** The player a portal session opens, while it lasts. */
export async function portalSessionUser(db: Db, sessionId: string, now: number): Promise<string | undefined> {
  const r = await db.selectFrom('billing_portal_sessions').select('user_id').where('session_id', '=', sessionId).where('expires_at', '>', now).executeTakeFirst();
  return r?.user_id;
}
