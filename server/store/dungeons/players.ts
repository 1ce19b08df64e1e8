/**
 * A player's dungeon-side state: artifact_power, the once-only free room restart, owned artifacts and
 * 'Artifact Earned!' notices. The row is created with the starter state on the first dungeon write;
 * reads before that answer the starter values without writing.
 */
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

/** Enough to take one or two artifacts in (cost_one 100, cost_two 250) on a first crawl. */
export const STARTER_ARTIFACT_POWER = 250;
/** Owned from the start, so the artifact chooser has something to choose. */
export const STARTER_ARTIFACTS = ['witness-quill', 'fortunas-knucklebone'] as const;

interface PlayerRow {
  user_id: string;
  artifact_power: number;
  free_room_restart_available: number;
}

export function ensurePlayer(db: Db, userId: string, now: number): void {
  const created = stmt(
    db,
    `INSERT INTO dungeon_players (user_id, artifact_power, free_room_restart_available, created_at) VALUES (?, ?, 1, ?)
     ON CONFLICT DO NOTHING`,
  ).run(userId, STARTER_ARTIFACT_POWER, iso(now));
  if (created.changes === 0) return;
  for (const id of STARTER_ARTIFACTS) grantArtifact(db, userId, id, 'starter', now);
}

const playerRow = (db: Db, userId: string) =>
  stmt(db, 'SELECT * FROM dungeon_players WHERE user_id = ?').get(userId) as PlayerRow | undefined;

/** The User contract's artifact_power (the user view calls this). */
export function artifactPowerOf(db: Db, userId: string): number {
  return playerRow(db, userId)?.artifact_power ?? STARTER_ARTIFACT_POWER;
}

/** Adds (or, negative, spends) power; the caller checks the balance first, the CHECK constraint backs it. */
export function addArtifactPower(db: Db, userId: string, delta: number, now: number): void {
  ensurePlayer(db, userId, now);
  stmt(db, 'UPDATE dungeon_players SET artifact_power = artifact_power + ? WHERE user_id = ?').run(delta, userId);
}

export function freeRoomRestartAvailable(db: Db, userId: string): boolean {
  return (playerRow(db, userId)?.free_room_restart_available ?? 1) === 1;
}

export function setFreeRoomRestart(db: Db, userId: string, available: boolean, now: number): void {
  ensurePlayer(db, userId, now);
  stmt(db, 'UPDATE dungeon_players SET free_room_restart_available = ? WHERE user_id = ?').run(available ? 1 : 0, userId);
}

/** Rank rewards (free_room_restart) give the free restart back: for the rank engineer. */
export const grantFreeRoomRestart = (db: Db, userId: string, now: number): void => setFreeRoomRestart(db, userId, true, now);

export function ownedArtifacts(db: Db, userId: string): string[] {
  if (!playerRow(db, userId)) return [...STARTER_ARTIFACTS];
  return (stmt(db, 'SELECT artifact_id FROM artifact_ownership WHERE user_id = ? ORDER BY at, artifact_id').all(userId) as { artifact_id: string }[]).map(
    (r) => r.artifact_id,
  );
}

/** True when the artifact is newly owned. */
export function grantArtifact(db: Db, userId: string, artifactId: string, source: string, now: number): boolean {
  return stmt(db, 'INSERT INTO artifact_ownership (user_id, artifact_id, source, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(
    userId, artifactId, source, iso(now),
  ).changes === 1;
}

export function recordArtifactEarned(db: Db, userId: string, artifactId: string, now: number): void {
  stmt(db, 'INSERT INTO artifacts_earned (user_id, artifact_id, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(userId, artifactId, iso(now));
}

/** Earned artifacts the app has not shown yet (in-play §2 'Artifact Earned!'). */
export function unclearedArtifactsEarned(db: Db, userId: string): string[] {
  return (stmt(db, 'SELECT artifact_id FROM artifacts_earned WHERE user_id = ? AND cleared_at IS NULL ORDER BY at').all(userId) as {
    artifact_id: string;
  }[]).map((r) => r.artifact_id);
}

/** POST /user/artifact-earned/clear/ (the account engineer's route calls this). */
export function clearArtifactEarned(db: Db, userId: string, now = Date.now()): void {
  stmt(db, 'UPDATE artifacts_earned SET cleared_at = ? WHERE user_id = ? AND cleared_at IS NULL').run(iso(now), userId);
}
