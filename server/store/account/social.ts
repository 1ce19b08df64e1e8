/** Following creators, the player's group of friends, and blocked players. */
import type { Db } from '../db';
import { stmt } from '../stmt';

export function follow(db: Db, userId: string, creatorId: string, now: number): void {
  stmt(db, 'INSERT OR IGNORE INTO follows (user_id, creator_id, created_at) VALUES (?, ?, ?)').run(userId, creatorId, now);
}

export function unfollow(db: Db, userId: string, creatorId: string): void {
  stmt(db, 'DELETE FROM follows WHERE user_id = ? AND creator_id = ?').run(userId, creatorId);
}

export function followedCreatorIds(db: Db, userId: string): Set<string> {
  return new Set(stmt(db, 'SELECT creator_id FROM follows WHERE user_id = ? ORDER BY created_at').pluck().all(userId) as string[]);
}

/** When the player followed each creator they follow. */
export function followsOf(db: Db, userId: string): Map<string, number> {
  const rows = stmt(db, 'SELECT creator_id, created_at FROM follows WHERE user_id = ?').all(userId) as { creator_id: string; created_at: number }[];
  return new Map(rows.map((r) => [r.creator_id, r.created_at]));
}

export function followerCount(db: Db, creatorId: string): number {
  return stmt(db, 'SELECT COUNT(*) FROM follows WHERE creator_id = ?').pluck().get(creatorId) as number;
}

export function addFriend(db: Db, userId: string, friendId: string, now: number): void {
  stmt(db, 'INSERT INTO friends (user_id, friend_id, created_at) VALUES (?, ?, ?)').run(userId, friendId, now);
}

export function isFriend(db: Db, userId: string, friendId: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM friends WHERE user_id = ? AND friend_id = ?').get(userId, friendId);
}

export function friendIds(db: Db, userId: string): string[] {
  return stmt(db, 'SELECT friend_id FROM friends WHERE user_id = ? ORDER BY created_at, rowid').pluck().all(userId) as string[];
}

export function block(db: Db, userId: string, blockedId: string, now: number): void {
  stmt(db, 'INSERT OR IGNORE INTO blocks (user_id, blocked_id, created_at) VALUES (?, ?, ?)').run(userId, blockedId, now);
}

/** Only the caller's own row: nobody can lift a block on someone else's behalf. */
export function unblock(db: Db, userId: string, blockedId: string): void {
  stmt(db, 'DELETE FROM blocks WHERE user_id = ? AND blocked_id = ?').run(userId, blockedId);
}

export function blockedIds(db: Db, userId: string): string[] {
  return stmt(db, 'SELECT blocked_id FROM blocks WHERE user_id = ? ORDER BY created_at, rowid').pluck().all(userId) as string[];
}
