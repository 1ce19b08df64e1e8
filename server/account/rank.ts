/**
 * Historian rank: points (from the dungeon ledger plus this domain's) place the player on RANKS;
 * reaching a rank earns its rewards, which PUT /historian-rank/rewards/ claims.
 */
import type { HistorianRank, RankReward } from '../../src/contract';
import { artUrl } from '../art/urls';
import { avatarArtKey, AVATARS } from '../content/account/avatars';
import { RANK_REWARDS, RANKS, type RankRewardSeed } from '../content/account/ranks';
import { earnAvatar } from '../store/account/avatars';
import { addRankPerk, addToLedger, claimedRewardIds, hasLedgerReason, rankPerkAmounts, recordRewardClaim } from '../store/account/ledgers';
import type { Db } from '../store/db';
import { expeditionsCompletedOf, missionsCompletedOf } from '../store/dungeons/points';
import { creditArtifactPower, rankPointsOf } from './dungeon-side';

export function rankOf(points: number): (typeof RANKS)[number] {
  return RANKS.filter((r) => r.min_points <= points).at(-1)!;
}

export async function historianRank(db: Db, userId: string): Promise<HistorianRank> {
  const points = await rankPointsOf(db, userId);
  const current = rankOf(points);
  const next = RANKS.find((r) => r.rank === current.rank + 1) ?? null;
  const claimed = await claimedRewardIds(db, userId);
  return {
    current_rank: { title: current.title, rank: current.rank },
    next_rank: next && { title: next.title, rank: next.rank },
    current_points: points,
    points_to_next: next ? next.min_points - points : 0,
    missions_completed: await missionsCompletedOf(db, userId),
    expeditions_completed: await expeditionsCompletedOf(db, userId),
    rewards: RANK_REWARDS.map((r) => rewardView(r, r.rank > current.rank ? 'unearned' : claimed.has(r.reward_id) ? 'rewarded' : 'earned')),
  };
}

function rewardView(r: RankRewardSeed, state: RankReward['state']): RankReward {
  const avatar = r.avatar_id ? AVATARS.find((a) => a.avatar_id === r.avatar_id) : undefined;
  return {
    reward_id: r.reward_id,
    rank: r.rank,
    type: r.type,
    amount: r.amount,
    avatar: avatar ? { avatar_id: avatar.avatar_id, name: avatar.name, image_url: artUrl(avatarArtKey(avatar.avatar_id)) } : null,
    state,
  };
}

/** Claims every earned reward: each pays out once (rank_reward_claims' key guards it). Answers them with the rank after. */
export async function claimRankRewards(db: Db, userId: string, now: number): Promise<{ claimed: RankReward[]; rank: HistorianRank }> {
  const earned = (await historianRank(db, userId)).rewards.filter((r) => r.state === 'earned');
  for (const r of earned) {
    await recordRewardClaim(db, userId, r.reward_id, now);
    if (r.type === 'artifact_power') await grantArtifactPower(db, userId, r.amount, `rank reward ${r.reward_id}`, now);
    else if (r.type === 'avatar' && r.avatar) await earnAvatar(db, userId, r.avatar.avatar_id, now);
    else if (r.type === 'free_resurrection' || r.type === 'free_room_restart') await addRankPerk(db, userId, r.type, r.amount, r.reward_id, now);
  }
  return { claimed: earned.map((r) => ({ ...r, state: 'rewarded' })), rank: await historianRank(db, userId) };
}

/**
 * For every domain: grants artifact power with its reason. Recorded in this domain's ledger and
 * credited to the dungeon-side balance that artifact choosers spend.
 */
export async function grantArtifactPower(db: Db, userId: string, amount: number, reason: string, now = Date.now()): Promise<void> {
  await addToLedger(db, 'artifact_power_ledger', userId, amount, reason, now);
  await creditArtifactPower(db, userId, amount, now);
}

/** For the play domains: rank points for a deed, once per player and reason (a reread earns nothing more). */
export async function awardRankPointsOnce(db: Db, userId: string, points: number, reason: string, now: number): Promise<void> {
  if (!await hasLedgerReason(db, 'rank_points', userId, reason)) await addToLedger(db, 'rank_points', userId, points, reason, now);
}

/** For the dungeons domain: free resurrections and room restarts won by rank (-1: unlimited). */
export async function rankPerksOf(db: Db, userId: string): Promise<{ free_resurrection: number; free_room_restart: number }> {
  const total = (amounts: number[]): number => (amounts.includes(-1) ? -1 : amounts.reduce((s, a) => s + a, 0));
  return {
    free_resurrection: total(await rankPerkAmounts(db, userId, 'free_resurrection')),
    free_room_restart: total(await rankPerkAmounts(db, userId, 'free_room_restart')),
  };
}

/** For leaderboards and comments: the player's rank title (the dungeons' `rankTitleOf` seam). */
export const rankTitleOf = async (db: Db, userId: string): Promise<string> => rankOf(await rankPointsOf(db, userId)).title;
