/**
 * Historian rank points (in-play §1, §9). The first player ever to complete a mission earns double.
 * Rank-ups (+200 artifact power each, app-shell §9) are the server's to compute from the total.
 *
 * | deed                               | points |
 * |------------------------------------|--------|
 * | treasure_hunt completed            | 75     |
 * | rescue completed                   | 75     |
 * | catalogue_the_timeline completed   | 125    |
 * | challenge_mode completed           | 100    |
 * | hardcore_mode completed            | 150    |
 * | dungeon completed (victory)        | 150    |
 * | expedition completed               | 500    |
 *
 * Missions are worth less than the deeds anyone completes (victories, the expedition, Memories): the
 * first completer's double would otherwise put a lone player on a fresh server at the top of the ranks
 * after three Timelines.
 */
import type { MissionRule } from '../../content/dungeon-types';

export const MISSION_POINTS: Record<MissionRule['type'], number> = {
  treasure_hunt: 75,
  rescue: 75,
  catalogue_the_timeline: 125,
  challenge_mode: 100,
  hardcore_mode: 150,
};
export const VICTORY_POINTS = 150;
export const EXPEDITION_POINTS = 500;
export const FIRST_MULTIPLIER = 2;

export function missionPoints(type: MissionRule['type'], firstToComplete: boolean): number {
  return MISSION_POINTS[type] * (firstToComplete ? FIRST_MULTIPLIER : 1);
}
