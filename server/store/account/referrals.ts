/** Who referred whom; credited_at marks the referrer's reward as paid (on the friend's first choice). */
import type { Db } from '../db';
import { stmt } from '../stmt';

export interface ReferralRow {
  referred_id: string;
  referrer_id: string;
  limited_offer: number;
  created_at: number;
  credited_at: number | null;
}

export function referralOf(db: Db, referredId: string): ReferralRow | undefined {
  return stmt(db, 'SELECT * FROM referrals WHERE referred_id = ?').get(referredId) as ReferralRow | undefined;
}

export function insertReferral(db: Db, referredId: string, referrerId: string, limited: boolean, now: number): void {
  stmt(db, 'INSERT INTO referrals (referred_id, referrer_id, limited_offer, created_at) VALUES (?, ?, ?, ?)').run(
    referredId,
    referrerId,
    limited ? 1 : 0,
    now,
  );
}

/** true only for the call that credited it: a second first choice changes nothing. */
export function markCredited(db: Db, referredId: string, now: number): boolean {
  return stmt(db, 'UPDATE referrals SET credited_at = ? WHERE referred_id = ? AND credited_at IS NULL').run(now, referredId).changes > 0;
}

export function limitedReferralCount(db: Db, referrerId: string): number {
  return stmt(db, 'SELECT COUNT(*) FROM referrals WHERE referrer_id = ? AND limited_offer = 1').pluck().get(referrerId) as number;
}

/** How many friends entered the referrer's code, and how many of them have made their first choice. */
export function referralCounts(db: Db, referrerId: string): { joined: number; played: number } {
  return stmt(db, 'SELECT COUNT(*) AS joined, COUNT(credited_at) AS played FROM referrals WHERE referrer_id = ?').get(referrerId) as {
    joined: number;
    played: number;
  };
}
