/** Free-play codes and who redeemed which, when. */
import type { RedeemCodeSeed } from '../../content/account/redeem-codes';
import type { Db } from '../db';
import { stmt } from '../stmt';

export function seedRedeemCodes(db: Db, codes: RedeemCodeSeed[]): void {
  for (const c of codes) {
    stmt(
      db,
      `INSERT INTO redeem_codes (code, message, hours) VALUES (?, ?, ?)
       ON CONFLICT (code) DO UPDATE SET message = excluded.message, hours = excluded.hours`,
    ).run(c.code, c.message, c.hours);
  }
}

export function findRedeemCode(db: Db, code: string): RedeemCodeSeed | undefined {
  return stmt(db, 'SELECT code, message, hours FROM redeem_codes WHERE code = ?').get(code) as RedeemCodeSeed | undefined;
}

export function lastRedemptionAt(db: Db, userId: string): number | null {
  return stmt(db, 'SELECT MAX(redeemed_at) FROM code_redemptions WHERE user_id = ?').pluck().get(userId) as number | null;
}

export function hasRedeemed(db: Db, userId: string, code: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM code_redemptions WHERE user_id = ? AND code = ?').get(userId, code);
}

export function recordRedemption(db: Db, userId: string, code: string, now: number): void {
  stmt(db, 'INSERT INTO code_redemptions (user_id, code, redeemed_at) VALUES (?, ?, ?)').run(userId, code, now);
}
