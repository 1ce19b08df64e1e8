/** What each player did that has a per-player limit (http/player-limits.ts), kept a day. */
import type { Db } from './db';
import { stmt } from './stmt';

export function countPlayerActions(db: Db, userId: string, action: string, since: number): { count: number; oldest: number | null } {
  return stmt(db, 'SELECT count(*) AS count, min(at) AS oldest FROM player_actions WHERE user_id = ? AND action = ? AND at > ?').get(userId, action, since) as {
    count: number;
    oldest: number | null;
  };
}

export function logPlayerAction(db: Db, userId: string, action: string, at: number): void {
  stmt(db, 'INSERT INTO player_actions (user_id, action, at) VALUES (?, ?, ?)').run(userId, action, at);
}

export function prunePlayerActions(db: Db, before: number): void {
  stmt(db, 'DELETE FROM player_actions WHERE at < ?').run(before);
}
