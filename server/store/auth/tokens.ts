/** Refresh tokens: stored as hashes, grouped in families so that a reused token revokes its family. */
import type { Db } from '../db';
import { changed, num, prepared } from '../query';

export interface RefreshRow {
  token_hash: string;
  user_id: string;
  family_id: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export async function insertRefresh(db: Db, row: Omit<RefreshRow, 'used_at' | 'revoked_at'>): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export async function findRefresh(db: Db, tokenHash: string): Promise<RefreshRow | undefined> {
  const r = await db
    .selectFrom('refresh_tokens')
    .select(['token_hash', 'user_id', 'family_id', 'expires_at', 'used_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return r && { ...r, expires_at: num(r.expires_at), used_at: r.used_at === null ? null : num(r.used_at), revoked_at: r.revoked_at === null ? null : num(r.revoked_at) };
}

/** Marks a token used, unless it already was: answers whether this call was the one that used it (one of two racing ones). */
export async function markRefreshUsed(db: Db, tokenHash: string, at: number): Promise<boolean> {
  const r = await db.updateTable('refresh_tokens').set({ used_at: at }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
  return changed(r) === 1;
}

export async function revokeFamily(db: Db, familyId: string, at: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: at }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Whether a session was ended (a logout, a reused token): any of its tokens revoked (a partial index, every request). */
const revokedOfFamily = prepared((db, familyId: string) => db.selectFrom('refresh_tokens').select('family_id').where('family_id', '=', familyId).where('revoked_at', 'is not', null).limit(1));

/** Asked on every authenticated request. */
export async function familyRevoked(db: Db, familyId: string): Promise<boolean> {
  return (await revokedOfFamily(db, familyId)).length > 0;
}

export async function pruneRefresh(db: Db, before: number): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).execute();
}
