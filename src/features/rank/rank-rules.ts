/** Texts of the Historian rank rewards (app-shell §3, §9). */
import type { RankReward } from '../../contract';

export const RANK_UP_POWER = 200;
export const RANK_UP_TEXT = `+${RANK_UP_POWER} Artifact Power`;

/** amount -1 means unlimited. */
export function rewardAmountText(amount: number): string {
  return amount === -1 ? 'Unlimited' : String(amount);
}

export function rewardText(r: Pick<RankReward, 'type' | 'amount' | 'avatar'>): string {
  switch (r.type) {
    case 'artifact_power':
      return r.amount === -1 ? 'Unlimited Artifact Power' : `+${r.amount} Artifact Power`;
    case 'avatar':
      return `Avatar: ${r.avatar?.name ?? 'a new avatar'}`;
    case 'free_resurrection':
      return `${rewardAmountText(r.amount)} Free Resurrection${r.amount === 1 ? '' : 's'}`;
    case 'free_room_restart':
      return `${rewardAmountText(r.amount)} Free Room Restart${r.amount === 1 ? '' : 's'}`;
  }
}

export const REWARD_STATE_LABELS: Record<RankReward['state'], string> = {
  unearned: 'Locked',
  earned: 'Earned',
  rewarded: 'Claimed',
};

/** The reward track grouped by rank, in rank order. */
export function rewardsByRank(rewards: readonly RankReward[]): { rank: number; rewards: RankReward[] }[] {
  const map = new Map<number, RankReward[]>();
  for (const r of rewards) map.set(r.rank, [...(map.get(r.rank) ?? []), r]);
  return [...map.entries()].sort((a, b) => a[0] - b[0]).map(([rank, list]) => ({ rank, rewards: list }));
}

/** Progress bar numbers: current points against the points the next rank needs (never a zero max). */
export function rankProgress(currentPoints: number, pointsToNext: number): { value: number; max: number } {
  const max = Math.max(1, currentPoints + pointsToNext);
  return { value: Math.min(currentPoints, max), max };
}
