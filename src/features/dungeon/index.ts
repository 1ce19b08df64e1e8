/** The dungeon feature's door for other features and the app (the loader's parts serve the Memory loader too). */
export { HelperPhrase } from './loader/HelperPhrase';
export { ShareBanner } from './loader/ShareBanner';
export { useContinueDungeon } from './loader/useContinueDungeon';
export { MissionList } from './missions/MissionList';
export { useDungeon, useExpedition, useFeaturedExpeditionId } from './reads';
export { missionsCompletedText } from './rules/missions';
