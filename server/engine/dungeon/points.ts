/**
 * Historian rank points (in-play §1, §9). The first player ever to complete a mission earns double.
 * Rank-ups (+200 artifact power each, app-shell §9) are the server's to compute from the total.
 *
 * | deed                               | points |
 * |------------------------------------|--------|
 * | treasure_hunt completed            | 150    |
 * | rescue completed                   | 150    |
 * | catalogue_the_timeline completed   | 250    |
 * | challenge_mode completed           | 200    |
 * | hardcore_mode completed            | 300    |
 * | dungeon completed (victory)        | 100    |
 * | expedition completed               | 500    |
 */
import type { MissionRule } from '../../content/dungeon-types';

export const MISSION_POINTS: Record<MissionRule['type'], number> = {
  treasure_hunt: 150,
  rescue: 150,
  catalogue_the_timeline: 250,
  challenge_mode: 200,
  hardcore_mode: 300,
};
export const VICTORY_POINTS = 100;
export const EXPEDITION_POINTS = 500;
export const FIRST_MULTIPLIER = 2;

export function missionPoints(type: MissionRule['type'], firstToComplete: boolean): number {
  return MISSION_POINTS[type] * (firstToComplete ? FIRST_MULTIPLIER : 1);
}
