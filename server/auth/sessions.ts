/**
 * Token pairs: a short-lived JWT access token and an opaque refresh token that rotates on every use.
 * Presenting a refresh token that was already used means it leaked (or a race lost): the whole family
 * descending from that sign-in is revoked.
 */
import { randomUUID } from 'node:crypto';
import type { TokenPair } from '../../src/contract';
import type { Db } from '../store/db';
import { findRefresh, insertRefresh, markRefreshUsed, revokeFamily } from '../store/auth/tokens';
import { findUser } from '../store/users';
import { signAccessToken, verifyAccessToken } from './jwt';
import { keyedHash, newOpaqueToken } from './secrets';

export const REFRESH_TOKEN_MS = 60 * 24 * 3_600_000;

export function issueTokens(db: Db, secret: string, userId: string, now: number, familyId: string = randomUUID()): TokenPair {
  const refresh = newOpaqueToken();
  insertRefresh(db, { token_hash: keyedHash(secret, refresh), user_id: userId, family_id: familyId, expires_at: now + REFRESH_TOKEN_MS });
  return { access_token: signAccessToken(userId, secret, now), refresh_token: refresh };
}

/** A new pair for a valid refresh token; null when the token is unknown, expired, revoked or reused. */
export function rotate(db: Db, secret: string, refreshToken: string, now: number): TokenPair | null {
  return db.transaction((): TokenPair | null => {
    const hash = keyedHash(secret, refreshToken);
    const row = findRefresh(db, hash);
    if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
    if (!markRefreshUsed(db, hash, now)) {
      revokeFamily(db, row.family_id, now);
      return null;
    }
    return issueTokens(db, secret, row.user_id, now, row.family_id);
  })();
}

/** The user an access token names, when it is valid and unexpired and the user still exists. */
export function userOfAccessToken(db: Db, secret: string, accessToken: string, now: number): string | null {
  const userId = verifyAccessToken(accessToken, secret, now);
  return userId && findUser(db, userId) ? userId : null;
}
