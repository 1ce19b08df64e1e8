/** The dungeon feature's door for other features and the app. */
export { useContinueDungeon } from './loader/useContinueDungeon';
export { MissionList } from './missions/MissionList';
export { useDungeon, useExpedition, useFeaturedExpeditionId } from './reads';
export { missionsCompletedText } from './rules/missions';
