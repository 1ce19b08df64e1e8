/** Who referred whom; credited_at marks the referrer's reward as paid (on the friend's first choice). */
import type { Db } from '../db';
import { changed, countAll, num, prepared } from '../query';

export interface ReferralRow {
  referred_id: string;
  referrer_id: string;
  limited_offer: number;
  created_at: number;
  credited_at: number | null;
}

const referralRow = prepared((db, referredId: string) =>
  db.selectFrom('referrals').select(['referred_id', 'referrer_id', 'limited_offer', 'created_at', 'credited_at']).where('referred_id', '=', referredId),
);

export async function referralOf(db: Db, referredId: string): Promise<ReferralRow | undefined> {
  const [r] = await referralRow(db, referredId);
  return r && { ...r, created_at: num(r.created_at), credited_at: r.credited_at === null ? null : num(r.credited_at) };
}

export async function insertReferral(db: Db, referredId: string, referrerId: string, limited: boolean, now: number): Promise<void> {
  await db.insertInto('referrals').values({ referred_id: referredId, referrer_id: referrerId, limited_offer: limited ? 1 : 0, created_at: now }).execute();
}

/** true only for the call that credited it: a second first choice changes nothing. */
export async function markCredited(db: Db, referredId: string, now: number): Promise<boolean> {
  const r = await db.updateTable('referrals').set({ credited_at: now }).where('referred_id', '=', referredId).where('credited_at', 'is', null).executeTakeFirst();
  return changed(r) > 0;
}

export async function limitedReferralCount(db: Db, referrerId: string): Promise<number> {
  const r = await db.selectFrom('referrals').select(countAll().as('n')).where('referrer_id', '=', referrerId).where('limited_offer', '=', 1).executeTakeFirstOrThrow();
  return num(r.n);
}

/** How many friends entered the referrer's code, and how many of them have made their first choice. */
export async function referralCounts(db: Db, referrerId: string): Promise<{ joined: number; played: number }> {
  const r = await db
    .selectFrom('referrals')
    .select((eb) => [countAll().as('joined'), eb.fn.count('credited_at').as('played')])
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return { joined: num(r.joined), played: num(r.played) };
}
