/** One rating per player and target; rating again replaces it. */
import type { Db } from './db';
import { iso, stmt } from './stmt';

export function putRating(
  db: Db,
  r: { user_id: string; target_type: string; target_id: string; rating: number; comment: string | null },
  now: number,
): void {
  stmt(
    db,
    `INSERT INTO ratings (user_id, target_type, target_id, rating, comment, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, target_type, target_id) DO UPDATE SET rating = excluded.rating,
       comment = excluded.comment, updated_at = excluded.updated_at`,
  ).run(r.user_id, r.target_type, r.target_id, r.rating, r.comment, iso(now));
}

export function ratingSummary(db: Db, targetType: string, targetId: string): { average: number; count: number } {
  const row = stmt(db, 'SELECT avg(rating) AS average, count(*) AS count FROM ratings WHERE target_type = ? AND target_id = ?').get(
    targetType,
    targetId,
  ) as { average: number | null; count: number };
  return { average: Math.round((row.average ?? 0) * 100) / 100, count: row.count };
}

/** Whether the player rated anything of these types (the review bonuses). */
export function hasRated(db: Db, userId: string, targetTypes: readonly string[]): boolean {
  return !!stmt(db, `SELECT 1 FROM ratings WHERE user_id = ? AND target_type IN (SELECT value FROM json_each(?)) LIMIT 1`).get(userId, JSON.stringify(targetTypes));
}

export function hasRatedTarget(db: Db, userId: string, targetType: string, targetId: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM ratings WHERE user_id = ? AND target_type = ? AND target_id = ?').get(userId, targetType, targetId);
}
