/** The Historian ranks and their reward track. Every rank-up grants +200 artifact power (app-shell §9). */
export interface RankSeed {
  rank: number;
  title: string;
  /** Rank points needed to hold this rank. */
  min_points: number;
}

export const RANKS: RankSeed[] = [
  { rank: 1, title: 'Novice Historian', min_points: 0 },
  { rank: 2, title: 'Apprentice Chronicler', min_points: 100 },
  { rank: 3, title: 'Keeper of Scrolls', min_points: 250 },
  { rank: 4, title: 'Wayfinder', min_points: 500 },
  { rank: 5, title: 'Loremaster', min_points: 900 },
  { rank: 6, title: 'Timewarden', min_points: 1400 },
  { rank: 7, title: 'High Archivist', min_points: 2000 },
  { rank: 8, title: 'Grand Historian', min_points: 3000 },
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
  { reward_id: 'r7-restart', rank: 7, type: 'free_room_restart', amount: -1, avatar_id: null },
  { reward_id: 'r8-avatar', rank: 8, type: 'avatar', amount: 1, avatar_id: 'grand-historian' },
  { reward_id: 'r8-resurrection', rank: 8, type: 'free_resurrection', amount: -1, avatar_id: null },
];

/** Ordered by rank: the artifact power of each rank-up first, then that rank's extras. */
export const RANK_REWARDS: RankRewardSeed[] = RANKS.filter((r) => r.rank > 1).flatMap((r) => [
  { reward_id: `r${r.rank}-power`, rank: r.rank, type: 'artifact_power' as const, amount: ARTIFACT_POWER_PER_RANK, avatar_id: null },
  ...extras.filter((e) => e.rank === r.rank),
]);
