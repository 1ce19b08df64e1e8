/** The Historian ranks and their reward track. Every rank-up grants +200 artifact power (app-shell §9). */
export interface RankSeed {
  rank: number;
  title: string;
  /** Rank points needed to hold this rank. */
  min_points: number;
}

/**
 * Twelve ranks over the whole world: every Timeline, the Expedition and every Memory together are worth
 * a little more than the top rank (tests/server/account/rank-curve.test.ts holds this), so the top is the end of
 * the world and not the end of three Timelines, even for a player who is first everywhere. The first two
 * steps come inside the first Timeline; from rank 4 on, the thresholds are spaced so that a player who
 * alternates Timelines and Memories gains a rank every ~0.65 hour of the ~6.5 hours scripts/balance.ts
 * measures (its 'Where each rank falls' lists them), the last at the end of the world.
 */
export const RANKS: RankSeed[] = [
  { rank: 1, title: 'Novice Historian', min_points: 0 },
  { rank: 2, title: 'Apprentice Chronicler', min_points: 100 },
  { rank: 3, title: 'Keeper of Scrolls', min_points: 250 },
  { rank: 4, title: 'Wayfinder', min_points: 1000 },
  { rank: 5, title: 'Loremaster', min_points: 1500 },
  { rank: 6, title: 'Timewarden', min_points: 2200 },
  { rank: 7, title: 'High Archivist', min_points: 2750 },
  { rank: 8, title: 'Keeper of the Sealed Stacks', min_points: 3900 },
  { rank: 9, title: 'Cartographer of Ages', min_points: 4400 },
  { rank: 10, title: 'Warden of Hours', min_points: 5000 },
  { rank: 11, title: 'Chronicler Royal', min_points: 5600 },
  { rank: 12, title: 'Grand Historian', min_points: 5900 },
];

export const ARTIFACT_POWER_PER_RANK = 200;

export interface RankRewardSeed {
  reward_id: string;
  rank: number;
  type: 'avatar' | 'artifact_power' | 'free_resurrection' | 'free_room_restart';
  /** -1 means unlimited. */
  amount: number;
  avatar_id: string | null;
}

const extras: RankRewardSeed[] = [
  { reward_id: 'r2-avatar', rank: 2, type: 'avatar', amount: 1, avatar_id: 'archivist' },
  { reward_id: 'r3-restart', rank: 3, type: 'free_room_restart', amount: 1, avatar_id: null },
  { reward_id: 'r4-avatar', rank: 4, type: 'avatar', amount: 1, avatar_id: 'cartographer' },
  { reward_id: 'r5-resurrection', rank: 5, type: 'free_resurrection', amount: 1, avatar_id: null },
  { reward_id: 'r6-avatar', rank: 6, type: 'avatar', amount: 1, avatar_id: 'chronomancer' },
  { reward_id: 'r7-restart', rank: 7, type: 'free_room_restart', amount: 1, avatar_id: null },
  { reward_id: 'r8-resurrection', rank: 8, type: 'free_resurrection', amount: 1, avatar_id: null },
  { reward_id: 'r9-restart', rank: 9, type: 'free_room_restart', amount: -1, avatar_id: null },
  { reward_id: 'r10-resurrection', rank: 10, type: 'free_resurrection', amount: 1, avatar_id: null },
  { reward_id: 'r12-avatar', rank: 12, type: 'avatar', amount: 1, avatar_id: 'grand-historian' },
  { reward_id: 'r12-resurrection', rank: 12, type: 'free_resurrection', amount: -1, avatar_id: null },
];

/** Rank points of a Memory: each adventure finished, and the whole Memory finished (once per player). */
export const MEMORY_POINTS = { adventure: 200, memory: 300 } as const;

/** Ordered by rank: the artifact power of each rank-up first, then that rank's extras. */
export const RANK_REWARDS: RankRewardSeed[] = RANKS.filter((r) => r.rank > 1).flatMap((r) => [
  { reward_id: `r${r.rank}-power`, rank: r.rank, type: 'artifact_power' as const, amount: ARTIFACT_POWER_PER_RANK, avatar_id: null },
  ...extras.filter((e) => e.rank === r.rank),
]);
