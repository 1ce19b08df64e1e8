/** Magic sign-in codes (stored only as hashes) and the logs of code requests and wrong codes used for limits. */
import type { Db } from '../db';
import { stmt } from '../stmt';

/** Where a code was asked from: an address the account signed in from before ('known'), or anywhere else. */
export type Lane = 'known' | 'unknown';

export interface CodeRow {
  email: string;
  lane: Lane;
  code_hash: string;
  expires_at: number;
  wrong_attempts: number;
}

/** A newer code replaces the older one of its lane only, whose wrong attempts go with it. */
export function putCode(db: Db, email: string, lane: Lane, codeHash: string, expiresAt: number): void {
  stmt(
    db,
    `INSERT INTO magic_codes (email, lane, code_hash, expires_at, wrong_attempts) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT (email, lane) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong_attempts = 0`,
  ).run(email, lane, codeHash, expiresAt);
}

export function codesOf(db: Db, email: string): CodeRow[] {
  return stmt(db, 'SELECT * FROM magic_codes WHERE email = ?').all(email) as CodeRow[];
}

export function countWrongAttempt(db: Db, email: string, lane: Lane): void {
  stmt(db, 'UPDATE magic_codes SET wrong_attempts = wrong_attempts + 1 WHERE email = ? AND lane = ?').run(email, lane);
}

/** A sign-in spends every live code of the email. */
export function deleteCodes(db: Db, email: string): void {
  stmt(db, 'DELETE FROM magic_codes WHERE email = ?').run(email);
}

export function logCodeRequest(db: Db, email: string, lane: Lane, ip: string, at: number): void {
  stmt(db, 'INSERT INTO code_requests (email, lane, ip, at) VALUES (?, ?, ?, ?)').run(email, lane, ip, at);
}

export function countCodeRequestsForEmail(db: Db, email: string, lane: Lane, since: number): number {
  return stmt(db, 'SELECT count(*) FROM code_requests WHERE email = ? AND lane = ? AND at > ?').pluck().get(email, lane, since) as number;
}

export function countCodeRequestsFromIp(db: Db, ip: string, since: number): number {
  return stmt(db, 'SELECT count(*) FROM code_requests WHERE ip = ? AND at > ?').pluck().get(ip, since) as number;
}

export function pruneCodeRequests(db: Db, before: number): void {
  stmt(db, 'DELETE FROM code_requests WHERE at < ?').run(before);
  stmt(db, 'DELETE FROM code_failures WHERE at < ?').run(before);
}

/**
 * A wrong code: counted for the client across every email it tries, and for the email in the client's lane.
 * A refused Google token counts for the client only (no email, no lane).
 */
export function logCodeFailure(db: Db, ip: string, email: string | null, lane: Lane | null, at: number): void {
  stmt(db, 'INSERT INTO code_failures (ip, email, lane, at) VALUES (?, ?, ?, ?)').run(ip, email, lane, at);
}

export function countCodeFailuresFromIp(db: Db, ip: string, since: number): number {
  return stmt(db, 'SELECT count(*) FROM code_failures WHERE ip = ? AND at > ?').pluck().get(ip, since) as number;
}

export function countCodeFailuresForEmail(db: Db, email: string, lane: Lane, since: number): number {
  return stmt(db, 'SELECT count(*) FROM code_failures WHERE email = ? AND lane = ? AND at > ?').pluck().get(email, lane, since) as number;
}
