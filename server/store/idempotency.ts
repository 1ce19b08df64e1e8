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
}

export function findAnswer(db: Db, scope: string, key: string): StoredAnswer | undefined {
  return stmt(db, 'SELECT key, method, path, status, body, created_at FROM idempotency_keys WHERE scope = ? AND key = ?').get(
    scope,
    key,
  ) as StoredAnswer | undefined;
}

export function storeAnswer(db: Db, scope: string, a: StoredAnswer): void {
  stmt(
    db,
    'INSERT INTO idempotency_keys (scope, key, method, path, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(scope, a.key, a.method, a.path, a.status, a.body, a.created_at);
}

export function answersOf(db: Db, scope: string): StoredAnswer[] {
  return stmt(
    db,
    'SELECT key, method, path, status, body, created_at FROM idempotency_keys WHERE scope = ? ORDER BY created_at, rowid',
  ).all(scope) as StoredAnswer[];
}

export function pruneAnswers(db: Db, before: number): void {
  stmt(db, 'DELETE FROM idempotency_keys WHERE created_at < ?').run(before);
}

export function deleteAnswer(db: Db, scope: string, key: string): void {
  stmt(db, 'DELETE FROM idempotency_keys WHERE scope = ? AND key = ?').run(scope, key);
}
