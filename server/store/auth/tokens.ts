/** Refresh tokens: stored as hashes, grouped in families so that a reused token revokes its family. */
import type { Db } from '../db';
import { stmt } from '../stmt';

export interface RefreshRow {
  token_hash: string;
  user_id: string;
  family_id: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export function insertRefresh(db: Db, row: Omit<RefreshRow, 'used_at' | 'revoked_at'>): void {
  stmt(db, 'INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at) VALUES (?, ?, ?, ?)').run(
    row.token_hash,
    row.user_id,
    row.family_id,
    row.expires_at,
  );
}

export function findRefresh(db: Db, tokenHash: string): RefreshRow | undefined {
  return stmt(db, 'SELECT * FROM refresh_tokens WHERE token_hash = ?').get(tokenHash) as RefreshRow | undefined;
}

/** Marks a token used, unless it already was: answers whether this call was the one that used it. */
export function markRefreshUsed(db: Db, tokenHash: string, at: number): boolean {
  return stmt(db, 'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(at, tokenHash).changes === 1;
}

export function revokeFamily(db: Db, familyId: string, at: number): void {
  stmt(db, 'UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL').run(at, familyId);
}

/** Whether a session was ended (a logout, a reused token): any of its tokens revoked (a partial index, every request). */
export function familyRevoked(db: Db, familyId: string): boolean {
  return stmt(db, 'SELECT 1 FROM refresh_tokens WHERE family_id = ? AND revoked_at IS NOT NULL LIMIT 1').pluck().get(familyId) !== undefined;
}

export function pruneRefresh(db: Db, before: number): void {
  stmt(db, 'DELETE FROM refresh_tokens WHERE expires_at < ?').run(before);
}
