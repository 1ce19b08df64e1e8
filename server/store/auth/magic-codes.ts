/** Magic sign-in codes (stored only as hashes) and the log of code requests used for rate limits. */
import type { Db } from '../db';
import { stmt } from '../stmt';

export interface CodeRow {
  email: string;
  code_hash: string;
  expires_at: number;
  wrong_attempts: number;
}

/** A newer code replaces the older one, whose wrong attempts are forgotten with it. */
export function putCode(db: Db, email: string, codeHash: string, expiresAt: number): void {
  stmt(
    db,
    `INSERT INTO magic_codes (email, code_hash, expires_at, wrong_attempts) VALUES (?, ?, ?, 0)
     ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong_attempts = 0`,
  ).run(email, codeHash, expiresAt);
}

export function getCode(db: Db, email: string): CodeRow | undefined {
  return stmt(db, 'SELECT * FROM magic_codes WHERE email = ?').get(email) as CodeRow | undefined;
}

export function countWrongAttempt(db: Db, email: string): void {
  stmt(db, 'UPDATE magic_codes SET wrong_attempts = wrong_attempts + 1 WHERE email = ?').run(email);
}

export function deleteCode(db: Db, email: string): void {
  stmt(db, 'DELETE FROM magic_codes WHERE email = ?').run(email);
}

export function logCodeRequest(db: Db, email: string, ip: string, at: number): void {
  stmt(db, 'INSERT INTO code_requests (email, ip, at) VALUES (?, ?, ?)').run(email, ip, at);
}

export function countCodeRequests(db: Db, by: 'email' | 'ip', value: string, since: number): number {
  const sql =
    by === 'email'
      ? 'SELECT count(*) FROM code_requests WHERE email = ? AND at > ?'
      : 'SELECT count(*) FROM code_requests WHERE ip = ? AND at > ?';
  return stmt(db, sql).pluck().get(value, since) as number;
}

export function pruneCodeRequests(db: Db, before: number): void {
  stmt(db, 'DELETE FROM code_requests WHERE at < ?').run(before);
  stmt(db, 'DELETE FROM code_failures WHERE at < ?').run(before);
}

/** A wrong code from a client: counted per client, across every email it tries. */
export function logCodeFailure(db: Db, ip: string, at: number): void {
  stmt(db, 'INSERT INTO code_failures (ip, at) VALUES (?, ?)').run(ip, at);
}

export function countCodeFailures(db: Db, ip: string, since: number): number {
  return stmt(db, 'SELECT count(*) FROM code_failures WHERE ip = ? AND at > ?').pluck().get(ip, since) as number;
}
