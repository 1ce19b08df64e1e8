/**
 * Append-only point ledgers of the account domain: rank points, artifact power and season levels.
 * A ledger (not a counter) keeps the reason of every change, so a balance can always be explained.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import { num, prepared } from '../query';

type Ledger = 'rank_points' | 'artifact_power_ledger' | 'season_levels';
const COLUMN = { rank_points: 'points', artifact_power_ledger: 'amount', season_levels: 'levels' } as const;

export async function addToLedger(db: Db, ledger: Ledger, userId: string, amount: number, reason: string, now: number): Promise<void> {
  if (ledger === 'rank_points') await db.insertInto(ledger).values({ user_id: userId, points: amount, reason, created_at: now }).execute();
  else if (ledger === 'artifact_power_ledger') await db.insertInto(ledger).values({ user_id: userId, amount, reason, created_at: now }).execute();
  else await db.insertInto(ledger).values({ user_id: userId, levels: amount, reason, created_at: now }).execute();
}

/** The sum of a ledger's column: the three ledgers differ only in its name. */
const sumOf = (ledger: Ledger) => sql<number | string>`coalesce(sum(${sql.ref(COLUMN[ledger])}), 0)`;

export async function ledgerSum(db: Db, ledger: Ledger, userId: string): Promise<number> {
  const r = await db.selectFrom(ledger).select(sumOf(ledger).as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return num(r.n);
}

/** The part of a balance whose reasons start with `prefix` ('referral of '). */
export async function ledgerSumFor(db: Db, ledger: Ledger, userId: string, prefix: string): Promise<number> {
  const r = await db
    .selectFrom(ledger)
    .select(sumOf(ledger).as('n'))
    .where('user_id', '=', userId)
    .where(sql<string>`substr(reason, 1, ${prefix.length})`, '=', prefix)
    .executeTakeFirstOrThrow();
  return num(r.n);
}

export async function hasLedgerReason(db: Db, ledger: Ledger, userId: string, reason: string): Promise<boolean> {
  return (await db.selectFrom(ledger).select('user_id').where('user_id', '=', userId).where('reason', '=', reason).executeTakeFirst()) !== undefined;
}

export async function claimedRewardIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('rank_reward_claims').select('reward_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.reward_id));
}

export async function recordRewardClaim(db: Db, userId: string, rewardId: string, now: number): Promise<void> {
  await db.insertInto('rank_reward_claims').values({ user_id: userId, reward_id: rewardId, claimed_at: now }).execute();
}

export async function addRankPerk(db: Db, userId: string, kind: 'free_resurrection' | 'free_room_restart', amount: number, rewardId: string, now: number): Promise<void> {
  await db.insertInto('rank_perks').values({ user_id: userId, kind, amount, reward_id: rewardId, created_at: now }).execute();
}

const perkAmounts = prepared((db, userId: string, kind: 'free_resurrection' | 'free_room_restart') => db.selectFrom('rank_perks').select('amount').where('user_id', '=', userId).where('kind', '=', kind));

export async function rankPerkAmounts(db: Db, userId: string, kind: 'free_resurrection' | 'free_room_restart'): Promise<number[]> {
  const rows = await perkAmounts(db, userId, kind);
  return rows.map((r) => r.amount);
}
