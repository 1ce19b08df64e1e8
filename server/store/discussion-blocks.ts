/**
 * Whom a player blocked: their comments are hidden from that player. Blocking is the account domain's;
 * it keeps blocks in `blocks (user_id, blocked_id)` (the brief named `blocked_users`): either is read, and
 * without one nobody is hidden.
 */
import type { Db } from './db';
import { findTable } from './story-schema';
import { stmt } from './stmt';

export function blockedBy(db: Db, userId: string | null): Set<string> {
  if (!userId) return new Set();
  const found = findTable(db, ['blocks', 'blocked_users'], [
    ['user_id', 'blocked_id'],
    ['user_id', 'blocked_user_id'],
    ['blocker_id', 'blocked_id'],
  ]);
  if (!found) return new Set();
  const [who, whom] = found.cols;
  const ids = stmt(db, `SELECT ${whom} FROM ${found.table} WHERE ${who} = ?`).pluck().all(userId) as string[];
  return new Set(ids);
}
