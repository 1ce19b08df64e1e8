/**
 * A room's narration as the app's one narration player plays it: remembered per Timeline and room, and
 * following the Historian into the next room while it plays. It starts when the loader's start finishes
 * (browsers allow it after that tap) and is controlled from the read page's player.
 */
import type { DungeonRow } from '../../../db';
import type { Track } from '../../narration';

export function roomTrack(dungeonId: string, room: string, url: string | null, dungeon: Pick<DungeonRow, 'name' | 'image_url'> | null): Track | null {
  if (!url) return null;
  return { key: `room:${dungeonId}:${room}`, url, title: room, album: dungeon?.name ?? 'Timeline', artwork: dungeon?.image_url || null, follows: true };
}
