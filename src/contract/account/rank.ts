import * as z from 'zod/mini';
import { Id, Url } from '../common';
import { endpoint } from '../endpoint';
import { RankRewardType, RewardState } from '../enums';

export const RankStep = z.object({ title: z.string(), rank: z.int().check(z.gte(1)) });

/** app-shell §3 Rank reward, with the rank that earns it and the player's state of it. */
export const RankReward = z.object({
  reward_id: Id,
  rank: z.int().check(z.gte(1)),
  type: RankRewardType,
  /** -1 means unlimited. */
  amount: z.int(),
  avatar: z.nullable(z.object({ avatar_id: Id, name: z.string(), image_url: Url })),
  state: RewardState,
});
export type RankReward = z.infer<typeof RankReward>;

/** GET /historian-rank/ — in-play §3 Rank plus the reward track. next_rank is null at the top rank. */
export const HistorianRank = z.object({
  current_rank: RankStep,
  next_rank: z.nullable(RankStep),
  current_points: z.int().check(z.gte(0)),
  /** Points still needed to reach next_rank; 0 at the top. */
  points_to_next: z.int().check(z.gte(0)),
  missions_completed: z.int().check(z.gte(0)),
  expeditions_completed: z.int().check(z.gte(0)),
  rewards: z.array(RankReward),
});
export type HistorianRank = z.infer<typeof HistorianRank>;

/** PUT /historian-rank/rewards/ — claims every earned reward at once; `claimed` lists them. */
export const ClaimRankRewards = z.object({ claimed: z.array(RankReward), rank: HistorianRank });

export const rankApi = {
  historianRank: endpoint({ method: 'GET', path: '/historian-rank/', response: HistorianRank }),
  claimRankRewards: endpoint({
    method: 'PUT',
    path: '/historian-rank/rewards/',
    body: z.optional(z.strictObject({})),
    response: ClaimRankRewards,
  }),
} as const;
