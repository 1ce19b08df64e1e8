/** Stored answers of mutations, by (scope, Idempotency-Key): a replayed key gets the same answer. */
import type { Db } from './db';
import { stmt } from './stmt';

export interface StoredAnswer {
  key: string;
  method: string;
  path: string;
  status: number;
  body: string;
  created_at: number;
  /** A hash of what was asked (body and query); null for answers stored before it was kept. */
  fingerprint: string | null;
  /** When the answer is dropped; null for the usual retention. */
  expires_at: number | null;
}

const COLUMNS = 'key, method, path, status, body, created_at, fingerprint, expires_at';

/** The live answer to a key: one past its expiry is gone, even before housekeeping drops it. */
export function findAnswer(db: Db, scope: string, key: string, now: number): StoredAnswer | undefined {
  return stmt(db, `SELECT ${COLUMNS} FROM idempotency_keys WHERE scope = ? AND key = ? AND (expires_at IS NULL OR expires_at > ?)`).get(
    scope,
    key,
    now,
  ) as StoredAnswer | undefined;
}

/** Stores an answer, replacing an expired one under the same key. */
export function storeAnswer(db: Db, scope: string, a: StoredAnswer): void {
  stmt(db, `INSERT OR REPLACE INTO idempotency_keys (scope, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    scope,
    a.key,
    a.method,
    a.path,
    a.status,
    a.body,
    a.created_at,
    a.fingerprint,
    a.expires_at,
  );
}

export function answersOf(db: Db, scope: string): StoredAnswer[] {
  return stmt(db, `SELECT ${COLUMNS} FROM idempotency_keys WHERE scope = ? ORDER BY created_at, rowid`).all(scope) as StoredAnswer[];
}

/** Drops answers older than `before`, and every answer whose own expiry has passed. */
export function pruneAnswers(db: Db, before: number, now: number): void {
  stmt(db, 'DELETE FROM idempotency_keys WHERE created_at < ?').run(before);
  stmt(db, 'DELETE FROM idempotency_keys WHERE expires_at IS NOT NULL AND expires_at <= ?').run(now);
}

export function deleteAnswer(db: Db, scope: string, key: string): void {
  stmt(db, 'DELETE FROM idempotency_keys WHERE scope = ? AND key = ?').run(scope, key);
}
