/** Which 'Fabulous Firsts' slots show and what an empty one says (in-play §2, app-shell §2). */
import type { LeaderboardStats } from '../../contract';

export const EMPTY_SLOT = 'Could be you...';

type Firsts = LeaderboardStats['fabulous_firsts'];
export interface Slot {
  key: keyof Firsts;
  label: string;
  holder: Firsts[keyof Firsts];
}

/** First to complete always; first to discover all rooms and items only for structured timelines. */
export function leaderboardSlots(stats: Pick<LeaderboardStats, 'fabulous_firsts' | 'timeline_type'>): Slot[] {
  const f = stats.fabulous_firsts;
  const slots: Slot[] = [{ key: 'first_to_complete_dungeon', label: 'First to complete the timeline', holder: f.first_to_complete_dungeon }];
  if (stats.timeline_type === 'structured') {
    slots.push(
      { key: 'first_to_find_all_rooms', label: 'First to discover all rooms', holder: f.first_to_find_all_rooms },
      { key: 'first_to_find_all_items', label: 'First to discover all items', holder: f.first_to_find_all_items },
    );
  }
  return slots;
}

/** The two counts, 0 when the server left them out. */
export function overallCounts(stats: Partial<Pick<LeaderboardStats, 'users_started' | 'users_completed'>>) {
  return { started: stats.users_started ?? 0, completed: stats.users_completed ?? 0 };
}
