/** The leaderboard modal, loaded on demand by the app's query-flag host. */
export const leaderboardPages = {
  modal: () => import('./DungeonLeaderboardModal').then((m) => ({ default: m.DungeonLeaderboardModal })),
};
