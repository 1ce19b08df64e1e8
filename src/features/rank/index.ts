/** The rank feature's door for other features: the rank's progress and counts, and its read. */
export { RankCounts } from './RankCounts';
export { RankProgress } from './RankProgress';
export { useRank } from './reads';
