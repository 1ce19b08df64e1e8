/** The leaderboard feature's door: the Fabulous Firsts modal of a dungeon. */
export { DungeonLeaderboardModal } from './DungeonLeaderboardModal';
