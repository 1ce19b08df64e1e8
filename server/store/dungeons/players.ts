/**
 * A player's dungeon-side state: artifact_power, the once-only free room restart, owned artifacts and
 * 'Artifact Earned!' notices. The row is created with the starter state on the first dungeon write;
 * reads before that answer the starter values without writing.
 */
import type { Db } from '../db';
import { iso, num, prepared } from '../query';

/** Enough to take one or two artifacts in (cost_one 100, cost_two 250) on a first crawl. */
export const STARTER_ARTIFACT_POWER = 250;
/** Owned from the start, so the artifact chooser has something to choose. */
export const STARTER_ARTIFACTS = ['witness-quill', 'fortunas-knucklebone'] as const;

/** Every turn asks it: the row it returns says it was made now. */
const newPlayer = prepared((db, userId: string, at: string) =>
  db
    .insertInto('dungeon_players')
    .values({ user_id: userId, artifact_power: STARTER_ARTIFACT_POWER, free_room_restart_available: 1, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id'),
);

export async function ensurePlayer(db: Db, userId: string, now: number): Promise<void> {
  if ((await newPlayer(db, userId, iso(now))).length === 0) return;
  for (const id of STARTER_ARTIFACTS) await grantArtifact(db, userId, id, 'starter', now);
}

const playerRows = prepared((db, userId: string) => db.selectFrom('dungeon_players').select(['user_id', 'artifact_power', 'free_room_restart_available']).where('user_id', '=', userId));
const playerRow = async (db: Db, userId: string) => (await playerRows(db, userId))[0];

/** The User contract's artifact_power (the user view calls this). */
export async function artifactPowerOf(db: Db, userId: string): Promise<number> {
  return (await playerRow(db, userId))?.artifact_power ?? STARTER_ARTIFACT_POWER;
}

/** Adds (or, negative, spends) power; the caller checks the balance first, the CHECK constraint backs it. */
export async function addArtifactPower(db: Db, userId: string, delta: number, now: number): Promise<void> {
  await ensurePlayer(db, userId, now);
  await db
    .updateTable('dungeon_players')
    .set((eb) => ({ artifact_power: eb('artifact_power', '+', delta) }))
    .where('user_id', '=', userId)
    .execute();
}

export async function freeRoomRestartAvailable(db: Db, userId: string): Promise<boolean> {
  return ((await playerRow(db, userId))?.free_room_restart_available ?? 1) === 1;
}

export async function setFreeRoomRestart(db: Db, userId: string, available: boolean, now: number): Promise<void> {
  await ensurePlayer(db, userId, now);
  await db.updateTable('dungeon_players').set({ free_room_restart_available: available ? 1 : 0 }).where('user_id', '=', userId).execute();
}

/** Rank rewards (free_room_restart) give the free restart back: for the rank engineer. */
export const grantFreeRoomRestart = (db: Db, userId: string, now: number): Promise<void> => setFreeRoomRestart(db, userId, true, now);

const ownership = prepared((db, userId: string) => db.selectFrom('artifact_ownership').select('artifact_id').where('user_id', '=', userId).orderBy('at').orderBy('artifact_id'));

export async function ownedArtifacts(db: Db, userId: string): Promise<string[]> {
  if (!(await playerRow(db, userId))) return [...STARTER_ARTIFACTS];
  const rows = await ownership(db, userId);
  return rows.map((r) => r.artifact_id);
}

/** True when the artifact is newly owned. */
export async function grantArtifact(db: Db, userId: string, artifactId: string, source: string, now: number): Promise<boolean> {
  const r = await db
    .insertInto('artifact_ownership')
    .values({ user_id: userId, artifact_id: artifactId, source, at: iso(now) })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return num(r.numInsertedOrUpdatedRows) === 1;
}

export async function recordArtifactEarned(db: Db, userId: string, artifactId: string, now: number): Promise<void> {
  await db.insertInto('artifacts_earned').values({ user_id: userId, artifact_id: artifactId, at: iso(now) }).onConflict((oc) => oc.doNothing()).execute();
}

/** Earned artifacts the app has not shown yet (in-play §2 'Artifact Earned!'). */
const uncleared = prepared((db, userId: string) => db.selectFrom('artifacts_earned').select('artifact_id').where('user_id', '=', userId).where('cleared_at', 'is', null).orderBy('at'));

export async function unclearedArtifactsEarned(db: Db, userId: string): Promise<string[]> {
  const rows = await uncleared(db, userId);
  return rows.map((r) => r.artifact_id);
}

/** POST /user/artifact-earned/clear/ (the account engineer's route calls this). */
export async function clearArtifactEarned(db: Db, userId: string, now = Date.now()): Promise<void> {
  await db.updateTable('artifacts_earned').set({ cleared_at: iso(now) }).where('user_id', '=', userId).where('cleared_at', 'is', null).execute();
}
