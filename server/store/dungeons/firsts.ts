/** Global firsts of a dungeon: the first to enter each room, and the fabulous firsts of the leaderboard. */
import type { Db } from '../db';
import { iso, num } from '../query';

export type FabulousKind = 'complete' | 'all_rooms' | 'all_items';

/** True when this player is the first ever to enter the room (the primary key decides between racing ones). */
export async function claimRoomFirst(db: Db, dungeonId: string, roomKey: string, userId: string, now: number): Promise<boolean> {
  const r = await db
    .insertInto('dungeon_room_firsts')
    .values({ dungeon_id: dungeonId, room_key: roomKey, user_id: userId, at: iso(now) })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return num(r.numInsertedOrUpdatedRows) === 1;
}

export async function roomFirst(db: Db, dungeonId: string, roomKey: string): Promise<string | null> {
  const row = await db.selectFrom('dungeon_room_firsts').select('user_id').where('dungeon_id', '=', dungeonId).where('room_key', '=', roomKey).executeTakeFirst();
  return row?.user_id ?? null;
}

export async function claimFabulousFirst(db: Db, dungeonId: string, kind: FabulousKind, userId: string, now: number): Promise<boolean> {
  const r = await db
    .insertInto('dungeon_fabulous_firsts')
    .values({ dungeon_id: dungeonId, kind, user_id: userId, at: iso(now) })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return num(r.numInsertedOrUpdatedRows) === 1;
}

export async function fabulousFirsts(db: Db, dungeonId: string): Promise<Partial<Record<FabulousKind, string>>> {
  const rows = await db.selectFrom('dungeon_fabulous_firsts').select(['kind', 'user_id']).where('dungeon_id', '=', dungeonId).execute();
  return Object.fromEntries(rows.map((r) => [r.kind, r.user_id]));
}
