/** A player's progress through adventures and the choices made at each moment. */
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

export interface ProgressRow {
  user_id: string;
  adventure_id: string;
  series_id: string;
  current_chapter: number;
  status: 'in_progress' | 'ended';
  started_at: string;
  updated_at: string;
}

export interface ChoiceRow {
  chapter: number;
  choice: string;
  branch_key: string;
}

export function findProgress(db: Db, userId: string, adventureId: string): ProgressRow | undefined {
  return stmt(db, 'SELECT * FROM adventure_progress WHERE user_id = ? AND adventure_id = ?').get(userId, adventureId) as
    | ProgressRow
    | undefined;
}

export function progressInSeries(db: Db, userId: string, seriesId: string): ProgressRow[] {
  return stmt(db, 'SELECT * FROM adventure_progress WHERE user_id = ? AND series_id = ?').all(userId, seriesId) as ProgressRow[];
}

/** The series the player touched, the most recently played first. */
export function recentSeries(db: Db, userId: string): { series_id: string; updated_at: string }[] {
  return stmt(
    db,
    `SELECT series_id, max(updated_at) AS updated_at FROM adventure_progress WHERE user_id = ?
     GROUP BY series_id ORDER BY max(updated_at) DESC`,
  ).all(userId) as { series_id: string; updated_at: string }[];
}

export function startProgress(db: Db, userId: string, adventureId: string, seriesId: string, now: number): ProgressRow {
  stmt(
    db,
    `INSERT INTO adventure_progress (user_id, adventure_id, series_id, current_chapter, status, started_at, updated_at)
     VALUES (?, ?, ?, 1, 'in_progress', ?, ?) ON CONFLICT DO NOTHING`,
  ).run(userId, adventureId, seriesId, iso(now), iso(now));
  return findProgress(db, userId, adventureId)!;
}

export function touchProgress(db: Db, userId: string, adventureId: string, now: number): void {
  stmt(db, 'UPDATE adventure_progress SET updated_at = ? WHERE user_id = ? AND adventure_id = ?').run(iso(now), userId, adventureId);
}

export function advanceProgress(db: Db, p: Pick<ProgressRow, 'user_id' | 'adventure_id' | 'current_chapter' | 'status'>, now: number): void {
  stmt(
    db,
    'UPDATE adventure_progress SET current_chapter = ?, status = ?, updated_at = ? WHERE user_id = ? AND adventure_id = ?',
  ).run(p.current_chapter, p.status, iso(now), p.user_id, p.adventure_id);
}

export function choicesOf(db: Db, userId: string, adventureId: string): ChoiceRow[] {
  return stmt(db, 'SELECT chapter, choice, branch_key FROM adventure_choices WHERE user_id = ? AND adventure_id = ? ORDER BY chapter').all(
    userId,
    adventureId,
  ) as ChoiceRow[];
}

export function recordChoice(db: Db, userId: string, adventureId: string, c: ChoiceRow, now: number): void {
  stmt(
    db,
    'INSERT INTO adventure_choices (user_id, adventure_id, chapter, choice, branch_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(userId, adventureId, c.chapter, c.choice, c.branch_key, iso(now));
}

/** A choice of the seeded world: kept as first seeded (a restart of the server changes nothing). */
export function seedChoice(db: Db, userId: string, adventureId: string, c: ChoiceRow, at: number): void {
  stmt(
    db,
    `INSERT INTO adventure_choices (user_id, adventure_id, chapter, choice, branch_key, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  ).run(userId, adventureId, c.chapter, c.choice, c.branch_key, iso(at));
}

/** The latest choices other players typed at one moment: offered to the player as suggestions. */
export function othersChoices(db: Db, adventureId: string, chapter: number, exceptUserId: string, limit: number) {
  return stmt(
    db,
    `SELECT user_id, choice, branch_key FROM adventure_choices WHERE adventure_id = ? AND chapter = ? AND user_id <> ?
     ORDER BY created_at DESC, rowid DESC LIMIT ?`,
  ).all(adventureId, chapter, exceptUserId, limit) as { user_id: string; choice: string; branch_key: string }[];
}

/** The branch an identical choice took at this moment before (an offered choice tapped), if any. */
export function branchOfChoice(db: Db, adventureId: string, chapter: number, choice: string): string | undefined {
  const row = stmt(db, 'SELECT branch_key FROM adventure_choices WHERE adventure_id = ? AND chapter = ? AND choice = ? ORDER BY rowid LIMIT 1').get(
    adventureId, chapter, choice,
  ) as { branch_key: string } | undefined;
  return row?.branch_key;
}

/** Restart (reread): the player's progress and choices of one adventure go, so it starts again at chapter 1. */
export function clearProgress(db: Db, userId: string, adventureId: string): void {
  stmt(db, 'DELETE FROM adventure_choices WHERE user_id = ? AND adventure_id = ?').run(userId, adventureId);
  stmt(db, 'DELETE FROM adventure_progress WHERE user_id = ? AND adventure_id = ?').run(userId, adventureId);
}

export interface SeriesChoiceRow {
  id: number;
  user_id: string;
  choice: string;
  adventure_id: string;
  name: string;
  username: string | null;
}

/** The latest choices other players typed in a series' adventures, newest first (a series saga's echoes). */
export function latestChoicesInSeries(db: Db, seriesId: string, exceptUserId: string, limit: number): SeriesChoiceRow[] {
  return stmt(
    db,
    `SELECT c.rowid AS id, c.user_id, c.choice, c.adventure_id, a.name, u.username FROM adventure_choices c
       JOIN adventures a ON a.adventure_id = c.adventure_id JOIN users u ON u.user_id = c.user_id
     WHERE a.series_id = ? AND c.user_id <> ? ORDER BY c.created_at DESC, c.rowid DESC LIMIT ?`,
  ).all(seriesId, exceptUserId, limit) as SeriesChoiceRow[];
}
