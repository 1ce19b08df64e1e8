/** Free-play codes and who redeemed which, when. */
import type { RedeemCodeSeed } from '../../content/account/redeem-codes';
import type { Db } from '../db';
import { num } from '../query';

export async function seedRedeemCodes(db: Db, codes: RedeemCodeSeed[]): Promise<void> {
  for (const c of codes) {
    await db
      .insertInto('redeem_codes')
      .values({ code: c.code, message: c.message, hours: c.hours })
      .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ message: eb.ref('excluded.message'), hours: eb.ref('excluded.hours') })))
      .execute();
  }
}

export async function findRedeemCode(db: Db, code: string): Promise<RedeemCodeSeed | undefined> {
  return db.selectFrom('redeem_codes').select(['code', 'message', 'hours']).where('code', '=', code).executeTakeFirst();
}

export async function lastRedemptionAt(db: Db, userId: string): Promise<number | null> {
  const r = await db.selectFrom('code_redemptions').select((eb) => eb.fn.max('redeemed_at').as('at')).where('user_id', '=', userId).executeTakeFirst();
  return r?.at === null || r?.at === undefined ? null : num(r.at);
}

export async function hasRedeemed(db: Db, userId: string, code: string): Promise<boolean> {
  return (await db.selectFrom('code_redemptions').select('code').where('user_id', '=', userId).where('code', '=', code).executeTakeFirst()) !== undefined;
}

export async function recordRedemption(db: Db, userId: string, code: string, now: number): Promise<void> {
  await db.insertInto('code_redemptions').values({ user_id: userId, code, redeemed_at: now }).execute();
}
