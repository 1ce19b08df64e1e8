/**
 * Historian rank points and the deeds they come from: mission completions (first completer per
 * mission), dungeon victories and expedition completions. Each deed counts once per player.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import { countAll, iso, num, prepared } from '../query';

export async function awardPoints(db: Db, userId: string, points: number, reason: string, ref: string, now: number): Promise<void> {
  await db.insertInto('historian_points').values({ user_id: userId, points, reason, ref, at: iso(now) }).execute();
}

/** The rank engineer's input: every point earned. */
export async function rankPointsOf(db: Db, userId: string): Promise<number> {
  const r = await db
    .selectFrom('historian_points')
    .select(sql<number | string>`coalesce(sum(points), 0)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return num(r.n);
}

export async function missionsCompletedOf(db: Db, userId: string): Promise<number> {
  const r = await db.selectFrom('dungeon_mission_completions').select(countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return num(r.n);
}

export async function expeditionsCompletedOf(db: Db, userId: string): Promise<number> {
  const r = await db.selectFrom('expedition_completions').select(countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return num(r.n);
}

/** Records a mission completion; 'new' once per player, and whether nobody completed it before. */
export async function recordMission(db: Db, userId: string, dungeonId: string, key: string, now: number): Promise<{ isNew: boolean; first: boolean }> {
  const before = await db
    .selectFrom('dungeon_mission_completions')
    .select(countAll().as('n'))
    .where('dungeon_id', '=', dungeonId)
    .where('mission_key', '=', key)
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('dungeon_mission_completions')
    .values({ user_id: userId, dungeon_id: dungeonId, mission_key: key, at: iso(now) })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const isNew = num(inserted.numInsertedOrUpdatedRows) === 1;
  return { isNew, first: isNew && num(before.n) === 0 };
}

const missionsDone = prepared((db, userId: string, dungeonId: string) => db.selectFrom('dungeon_mission_completions').select('mission_key').where('user_id', '=', userId).where('dungeon_id', '=', dungeonId));

export async function missionsDoneBy(db: Db, userId: string, dungeonId: string): Promise<string[]> {
  const rows = await missionsDone(db, userId, dungeonId);
  return rows.map((r) => r.mission_key);
}

const completionsOf = prepared((db, dungeonId: string) =>
  db.selectFrom('dungeon_mission_completions').select(['mission_key', 'user_id']).where('dungeon_id', '=', dungeonId).orderBy('at').orderBy('seq'),
);

/** The first completer of each mission of a dungeon (mission_key → user_id): the earliest, then the first recorded. */
export async function missionFirsts(db: Db, dungeonId: string): Promise<Map<string, string>> {
  const rows = await completionsOf(db, dungeonId);
  const firsts = new Map<string, string>();
  for (const r of rows) if (!firsts.has(r.mission_key)) firsts.set(r.mission_key, r.user_id);
  return firsts;
}

/** True on the player's first victory in this dungeon. */
export async function recordCompletion(db: Db, userId: string, dungeonId: string, now: number): Promise<boolean> {
  const r = await db.insertInto('dungeon_completions').values({ user_id: userId, dungeon_id: dungeonId, at: iso(now) }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return num(r.numInsertedOrUpdatedRows) === 1;
}

const completions = prepared((db, userId: string) => db.selectFrom('dungeon_completions').select('dungeon_id').where('user_id', '=', userId));

/** The dungeons the player has won: one read for home's every dungeon. */
export async function dungeonsWonBy(db: Db, userId: string): Promise<Set<string>> {
  return new Set((await completions(db, userId)).map((r) => r.dungeon_id));
}

export async function usersCompleted(db: Db, dungeonId: string): Promise<number> {
  const r = await db.selectFrom('dungeon_completions').select(countAll().as('n')).where('dungeon_id', '=', dungeonId).executeTakeFirstOrThrow();
  return num(r.n);
}

export async function completedAmong(db: Db, userId: string, dungeonIds: string[]): Promise<string[]> {
  if (dungeonIds.length === 0) return [];
  const rows = await db.selectFrom('dungeon_completions').select('dungeon_id').where('user_id', '=', userId).where('dungeon_id', 'in', dungeonIds).execute();
  const done = new Set(rows.map((r) => r.dungeon_id));
  return dungeonIds.filter((id) => done.has(id));
}

/** True the first time this player completes the expedition. */
export async function recordExpedition(db: Db, userId: string, expeditionId: string, now: number): Promise<boolean> {
  const r = await db
    .insertInto('expedition_completions')
    .values({ user_id: userId, expedition_id: expeditionId, at: iso(now) })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return num(r.numInsertedOrUpdatedRows) === 1;
}
