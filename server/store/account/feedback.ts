/** Session and story feedback, subscribe-prompt opt-outs and claimed free-play bonuses. */
import type { Db } from '../db';
import { stmt } from '../stmt';

export function insertSessionFeedback(db: Db, userId: string, reaction: string, report: string, now: number): void {
  stmt(db, 'INSERT INTO session_feedback (user_id, reaction, report, created_at) VALUES (?, ?, ?, ?)').run(userId, reaction, report, now);
}

export function insertStoryFeedback(db: Db, userId: string, f: { rating: number; comment?: string | undefined; target_id?: string | undefined }, now: number): void {
  stmt(db, 'INSERT INTO story_feedback (user_id, target_id, rating, comment, created_at) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    f.target_id ?? null,
    f.rating,
    f.comment || null,
    now,
  );
}

export function addOptout(db: Db, userId: string, option: string): void {
  stmt(db, 'INSERT OR IGNORE INTO prompt_optouts (user_id, option) VALUES (?, ?)').run(userId, option);
}

export function optoutsOf(db: Db, userId: string): string[] {
  return stmt(db, 'SELECT option FROM prompt_optouts WHERE user_id = ? ORDER BY option').pluck().all(userId) as string[];
}

export function hasClaimedBonus(db: Db, userId: string, task: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM bonus_claims WHERE user_id = ? AND task = ?').get(userId, task);
}

export function recordBonus(db: Db, userId: string, task: string, now: number): void {
  stmt(db, 'INSERT INTO bonus_claims (user_id, task, claimed_at) VALUES (?, ?, ?)').run(userId, task, now);
}

/** A story rating that names its story (rows from before the check may name none, or anything: not counted). */
export function hasStoryFeedback(db: Db, userId: string): boolean {
  return !!stmt(
    db,
    'SELECT 1 FROM story_feedback f WHERE f.user_id = ? AND EXISTS (SELECT 1 FROM sagas s WHERE s.saga_id = f.target_id) LIMIT 1',
  ).get(userId);
}
