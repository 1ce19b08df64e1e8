/** The dungeon engine's public face: pure functions over a JSON crawl state. */
export { startCrawl, type StartOptions } from './start';
export { act } from './act';
export { resurrect, restartRoom, restartDungeon, RESURRECTION_ACTIONS, type ResurrectionKind } from './rules';
export { fastTravel, fastTravelTargets, FAST_TRAVEL_COST } from './fast-travel';
export { artifactCost, artifactEffects, MAX_ARTIFACTS, TOO_MANY_ARTIFACTS } from './artifacts';
export { announceFirstToEnter, FIRST_TO_ENTER_POWER } from './first-to-enter';
export { addCustomJournal, addSegmentToJournal, addRoomNote, deleteRoomNote } from './journal';
export { inventoryView, trackersView, missionsView, roomSummaries, roomInfo, discovery } from './views';
export { missionPoints, MISSION_POINTS, VICTORY_POINTS, EXPEDITION_POINTS, FIRST_MULTIPLIER } from './points';
export { parseIntent, type Intent } from './intent';
export { CrawlError, type EngineResult } from './result';
export type { CrawlState, WorldState, MissionStatus } from './state';
