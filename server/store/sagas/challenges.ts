/** Community challenges: the choices made in a saga's Memory, who made them, and completion. */
import type { Db } from '../db';
import { stmt } from '../stmt';

const IN_SAGA = `FROM adventure_choices c JOIN adventures a ON a.adventure_id = c.adventure_id
  JOIN series s ON s.series_id = a.series_id WHERE s.saga_id = ?`;

/** Leaves out the choices of the accounts whose email matches `exceptEmails` (a LIKE pattern). */
const BY_PLAYERS = 'AND c.user_id NOT IN (SELECT user_id FROM users WHERE email LIKE ?)';

export function sagaChoiceCount(db: Db, sagaId: string, exceptEmails: string): number {
  return stmt(db, `SELECT COUNT(*) ${IN_SAGA} ${BY_PLAYERS}`).pluck().get(sagaId, exceptEmails) as number;
}

export function hasSagaChoice(db: Db, sagaId: string, userId: string): boolean {
  return !!stmt(db, `SELECT 1 ${IN_SAGA} AND c.user_id = ? LIMIT 1`).get(sagaId, userId);
}

export function sagaParticipants(db: Db, sagaId: string, exceptEmails: string): string[] {
  return stmt(db, `SELECT DISTINCT c.user_id ${IN_SAGA} ${BY_PLAYERS} ORDER BY c.user_id`).pluck().all(sagaId, exceptEmails) as string[];
}

export function challengeCompletedAt(db: Db, sagaId: string): number | null {
  return (stmt(db, 'SELECT completed_at FROM challenge_completions WHERE saga_id = ?').pluck().get(sagaId) as number | undefined) ?? null;
}

/** True only for the call that completed it. */
export function markChallengeCompleted(db: Db, sagaId: string, now: number): boolean {
  return stmt(db, 'INSERT OR IGNORE INTO challenge_completions (saga_id, completed_at) VALUES (?, ?)').run(sagaId, now).changes === 1;
}
