/** The team event's tallies: the choices Historians typed in Timelines within the event's window. */
import type { Db } from '../db';
import { stmt } from '../stmt';

/** Window bounds are ISO strings, as dungeon events keep their time. */
export function choicesMade(db: Db, from: string, to: string): number {
  return stmt(db, "SELECT COUNT(*) FROM dungeon_events WHERE type = 'input' AND created_at >= ? AND created_at < ?").pluck().get(from, to) as number;
}

/** The Historians who made the most, most first; ties go to whoever reached the count first. */
export function topChoosers(db: Db, from: string, to: string, limit: number): { user_id: string; amount: number }[] {
  return stmt(
    db,
    `SELECT user_id, COUNT(*) AS amount, MAX(created_at) AS last FROM dungeon_events
     WHERE type = 'input' AND created_at >= ? AND created_at < ?
     GROUP BY user_id ORDER BY amount DESC, last ASC LIMIT ?`,
  ).all(from, to, limit) as { user_id: string; amount: number }[];
}
