/** Global firsts of a dungeon: the first to enter each room, and the fabulous firsts of the leaderboard. */
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

export type FabulousKind = 'complete' | 'all_rooms' | 'all_items';

/** True when this player is the first ever to enter the room. */
export function claimRoomFirst(db: Db, dungeonId: string, roomKey: string, userId: string, now: number): boolean {
  return stmt(db, 'INSERT INTO dungeon_room_firsts (dungeon_id, room_key, user_id, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(
    dungeonId, roomKey, userId, iso(now),
  ).changes === 1;
}

export function roomFirst(db: Db, dungeonId: string, roomKey: string): string | null {
  const row = stmt(db, 'SELECT user_id FROM dungeon_room_firsts WHERE dungeon_id = ? AND room_key = ?').get(dungeonId, roomKey) as
    | { user_id: string }
    | undefined;
  return row?.user_id ?? null;
}

export function claimFabulousFirst(db: Db, dungeonId: string, kind: FabulousKind, userId: string, now: number): boolean {
  return stmt(db, 'INSERT INTO dungeon_fabulous_firsts (dungeon_id, kind, user_id, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(
    dungeonId, kind, userId, iso(now),
  ).changes === 1;
}

export function fabulousFirsts(db: Db, dungeonId: string): Partial<Record<FabulousKind, string>> {
  const rows = stmt(db, 'SELECT kind, user_id FROM dungeon_fabulous_firsts WHERE dungeon_id = ?').all(dungeonId) as { kind: FabulousKind; user_id: string }[];
  return Object.fromEntries(rows.map((r) => [r.kind, r.user_id]));
}
