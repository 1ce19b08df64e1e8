import { lazy } from 'react';

/**
 * The leaderboard feature's door: the Fabulous Firsts modal of a dungeon, loaded when first opened (a
 * modal's code is no part of the screen it opens over); render it inside a Suspense boundary.
 */
export const DungeonLeaderboardModal = lazy(() => import('./DungeonLeaderboardModal').then((m) => ({ default: m.DungeonLeaderboardModal })));
