/**
 * Append-only point ledgers of the account domain: rank points, artifact power and season levels.
 * A ledger (not a counter) keeps the reason of every change, so a balance can always be explained.
 */
import type { Db } from '../db';
import { stmt } from '../stmt';

type Ledger = 'rank_points' | 'artifact_power_ledger' | 'season_levels';
const COLUMN: Record<Ledger, string> = { rank_points: 'points', artifact_power_ledger: 'amount', season_levels: 'levels' };

export function addToLedger(db: Db, ledger: Ledger, userId: string, amount: number, reason: string, now: number): void {
  stmt(db, `INSERT INTO ${ledger} (user_id, ${COLUMN[ledger]}, reason, created_at) VALUES (?, ?, ?, ?)`).run(userId, amount, reason, now);
}

export function ledgerSum(db: Db, ledger: Ledger, userId: string): number {
  return stmt(db, `SELECT COALESCE(SUM(${COLUMN[ledger]}), 0) FROM ${ledger} WHERE user_id = ?`).pluck().get(userId) as number;
}

/** The part of a balance whose reasons start with `prefix` ('referral of '). */
export function ledgerSumFor(db: Db, ledger: Ledger, userId: string, prefix: string): number {
  return stmt(db, `SELECT COALESCE(SUM(${COLUMN[ledger]}), 0) FROM ${ledger} WHERE user_id = ? AND substr(reason, 1, ?) = ?`)
    .pluck()
    .get(userId, prefix.length, prefix) as number;
}

export function hasLedgerReason(db: Db, ledger: Ledger, userId: string, reason: string): boolean {
  return !!stmt(db, `SELECT 1 FROM ${ledger} WHERE user_id = ? AND reason = ?`).get(userId, reason);
}

export function claimedRewardIds(db: Db, userId: string): Set<string> {
  return new Set(stmt(db, 'SELECT reward_id FROM rank_reward_claims WHERE user_id = ?').pluck().all(userId) as string[]);
}

export function recordRewardClaim(db: Db, userId: string, rewardId: string, now: number): void {
  stmt(db, 'INSERT INTO rank_reward_claims (user_id, reward_id, claimed_at) VALUES (?, ?, ?)').run(userId, rewardId, now);
}

export function addRankPerk(db: Db, userId: string, kind: 'free_resurrection' | 'free_room_restart', amount: number, rewardId: string, now: number): void {
  stmt(db, 'INSERT INTO rank_perks (user_id, kind, amount, reward_id, created_at) VALUES (?, ?, ?, ?, ?)').run(userId, kind, amount, rewardId, now);
}

export function rankPerkAmounts(db: Db, userId: string, kind: 'free_resurrection' | 'free_room_restart'): number[] {
  return stmt(db, 'SELECT amount FROM rank_perks WHERE user_id = ? AND kind = ?').pluck().all(userId, kind) as number[];
}
