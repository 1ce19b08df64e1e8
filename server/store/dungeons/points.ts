/**
 * Historian rank points and the deeds they come from: mission completions (first completer per
 * mission), dungeon victories and expedition completions. Each deed counts once per player.
 */
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

const count = (db: Db, sql: string, ...args: unknown[]): number => (stmt(db, sql).get(...args) as { n: number }).n;

export function awardPoints(db: Db, userId: string, points: number, reason: string, ref: string, now: number): void {
  stmt(db, 'INSERT INTO historian_points (user_id, points, reason, ref, at) VALUES (?, ?, ?, ?, ?)').run(userId, points, reason, ref, iso(now));
}

/** The rank engineer's input: every point earned. */
export const rankPointsOf = (db: Db, userId: string): number =>
  count(db, 'SELECT coalesce(sum(points), 0) AS n FROM historian_points WHERE user_id = ?', userId);

export const missionsCompletedOf = (db: Db, userId: string): number =>
  count(db, 'SELECT count(*) AS n FROM dungeon_mission_completions WHERE user_id = ?', userId);

export const expeditionsCompletedOf = (db: Db, userId: string): number =>
  count(db, 'SELECT count(*) AS n FROM expedition_completions WHERE user_id = ?', userId);

/** Records a mission completion; 'new' once per player, and whether nobody completed it before. */
export function recordMission(db: Db, userId: string, dungeonId: string, key: string, now: number): { isNew: boolean; first: boolean } {
  const before = count(db, 'SELECT count(*) AS n FROM dungeon_mission_completions WHERE dungeon_id = ? AND mission_key = ?', dungeonId, key);
  const isNew =
    stmt(db, 'INSERT INTO dungeon_mission_completions (user_id, dungeon_id, mission_key, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(
      userId, dungeonId, key, iso(now),
    ).changes === 1;
  return { isNew, first: isNew && before === 0 };
}

export function missionsDoneBy(db: Db, userId: string, dungeonId: string): string[] {
  return (stmt(db, 'SELECT mission_key FROM dungeon_mission_completions WHERE user_id = ? AND dungeon_id = ?').all(userId, dungeonId) as {
    mission_key: string;
  }[]).map((r) => r.mission_key);
}

/** The first completer of each mission of a dungeon (mission_key → user_id). */
export function missionFirsts(db: Db, dungeonId: string): Map<string, string> {
  const rows = stmt(
    db,
    `SELECT mission_key, user_id FROM dungeon_mission_completions c WHERE dungeon_id = ?
     AND rowid = (SELECT rowid FROM dungeon_mission_completions WHERE dungeon_id = c.dungeon_id AND mission_key = c.mission_key ORDER BY at, rowid LIMIT 1)`,
  ).all(dungeonId) as { mission_key: string; user_id: string }[];
  return new Map(rows.map((r) => [r.mission_key, r.user_id]));
}

/** True on the player's first victory in this dungeon. */
export function recordCompletion(db: Db, userId: string, dungeonId: string, now: number): boolean {
  return stmt(db, 'INSERT INTO dungeon_completions (user_id, dungeon_id, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(userId, dungeonId, iso(now))
    .changes === 1;
}

export const hasCompleted = (db: Db, userId: string, dungeonId: string): boolean =>
  count(db, 'SELECT count(*) AS n FROM dungeon_completions WHERE user_id = ? AND dungeon_id = ?', userId, dungeonId) > 0;

export const usersCompleted = (db: Db, dungeonId: string): number =>
  count(db, 'SELECT count(*) AS n FROM dungeon_completions WHERE dungeon_id = ?', dungeonId);

export function completedAmong(db: Db, userId: string, dungeonIds: string[]): string[] {
  return dungeonIds.filter((id) => hasCompleted(db, userId, id));
}

/** True the first time this player completes the expedition. */
export function recordExpedition(db: Db, userId: string, expeditionId: string, now: number): boolean {
  return stmt(db, 'INSERT INTO expedition_completions (user_id, expedition_id, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
    userId, expeditionId, iso(now),
  ).changes === 1;
}
