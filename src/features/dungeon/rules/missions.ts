/** Texts of a dungeon's missions (in-play §2, §3), shared by the Sanctum's accordion and the journal's mission list. */
import type { Mission } from '../../../contract';

export const MISSION_TYPE_LABELS: Record<Mission['mission_type'], string> = {
  treasure_hunt: 'Treasure Hunt',
  challenge_mode: 'Challenge Mode',
  rescue: 'Rescue',
  hardcore_mode: 'Hardcore Mode',
  catalogue_the_timeline: 'Catalogue the Timeline',
};

export const MISSION_STATUS_LABELS: Record<Mission['status'], string> = {
  active: 'Active',
  failed: 'Failed',
  completed: 'Completed',
  will_complete: 'Will complete',
};

/** will_complete carries the yellow marker (in-play §3). */
export const missionMarker = (status: Mission['status']): 'yellow' | null => (status === 'will_complete' ? 'yellow' : null);

export const FIRST_MISSION_TEXT = 'Be first to complete this Mission and earn double Historian Rank points!';

export function missionsCompletedText(missions: readonly Pick<Mission, 'status'>[]): string {
  const done = missions.filter((m) => m.status === 'completed').length;
  return `${done}/${missions.length} Missions Completed (tap to view)`;
}
