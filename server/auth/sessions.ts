/**
 * Token pairs: a short-lived JWT access token and an opaque refresh token that rotates on every use.
 * Presenting a refresh token that was already used means it leaked (or a race lost): the whole family
 * descending from that sign-in is revoked — unless it comes again within TOKEN_ANSWER_KEEP_MS of its
 * use, which is a client whose answer the link lost: it gets the same new pair again.
 * Access tokens name their family (`sid`): once it is revoked (a logout, a reused token) they are refused at
 * once. A token without one (signed before sessions were named) lives out its ACCESS_TOKEN_SECONDS.
 */
import { randomUUID } from 'node:crypto';
import type { TokenPair } from '../../src/contract';
import { type Db, inTransaction } from '../store/db';
import { familyRevoked, findRefresh, insertRefresh, markRefreshUsed, revokeFamily } from '../store/auth/tokens';
import { findAnswer, storeAnswer } from '../store/idempotency';
import { findUser } from '../store/users';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from './jwt';
import { keyedHash, newOpaqueToken } from './secrets';

export const REFRESH_TOKEN_MS = 60 * 24 * 3_600_000;

/**
 * How long an answer carrying tokens (a sign-in, a refresh) is replayed to a retry: long enough for a
 * phone to try again after a lost answer, short enough that the stored tokens do not linger.
 */
export const TOKEN_ANSWER_KEEP_MS = 2 * 60_000;

/** What signs a session (ServerContext fits it). */
export interface TokenKeys {
  secret: string;
  /** Lifetime of an access token; ACCESS_TOKEN_SECONDS unless a test shortens it. */
  accessTokenSeconds?: number;
}

/** The idempotency store's scope for refresh answers, keyed by the presented token's hash. */
const REFRESH_SCOPE = 'refresh-token';

export async function issueTokens(db: Db, keys: TokenKeys, userId: string, now: number, familyId: string = randomUUID()): Promise<TokenPair> {
  const refresh = newOpaqueToken();
  await insertRefresh(db, { token_hash: keyedHash(keys.secret, refresh), user_id: userId, family_id: familyId, expires_at: now + REFRESH_TOKEN_MS });
  return { access_token: signAccessToken(userId, keys.secret, now, keys.accessTokenSeconds ?? ACCESS_TOKEN_SECONDS, familyId), refresh_token: refresh };
}

/** A new pair for a valid refresh token; null when the token is unknown, expired, revoked or reused. */
export async function rotate(db: Db, keys: TokenKeys, refreshToken: string, now: number): Promise<TokenPair | null> {
  // Two rotations of one token at once (two instances): markRefreshUsed's conditional UPDATE lets one
  // win; the other waits on the row, finds it used, and replays the winner's stored answer. On SQLite the
  // transaction is IMMEDIATE (store/db.ts), as every read-then-write: another instance may write the same file between.
  return inTransaction(db, async (trx): Promise<TokenPair | null> => {
    const hash = keyedHash(keys.secret, refreshToken);
    const row = await findRefresh(trx, hash);
    if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
    if (!(await markRefreshUsed(trx, hash, now))) {
      const retried = await findAnswer(trx, REFRESH_SCOPE, hash, now);
      if (retried) return JSON.parse(retried.body) as TokenPair;
      await revokeFamily(trx, row.family_id, now);
      return null;
    }
    const pair = await issueTokens(trx, keys, row.user_id, now, row.family_id);
    await storeAnswer(trx, REFRESH_SCOPE, {
      key: hash,
      method: 'GET',
      path: '/api/auth/token/refresh/',
      status: 200,
      body: JSON.stringify(pair),
      created_at: now,
      fingerprint: null,
      expires_at: now + TOKEN_ANSWER_KEEP_MS,
    });
    return pair;
  });
}

/** The user an access token names, when it is valid and unexpired and the user still exists. */
export async function userOfAccessToken(db: Db, secret: string, accessToken: string, now: number): Promise<string | null> {
  const claims = verifyAccessToken(accessToken, secret, now);
  if (!claims || (claims.sessionId && await familyRevoked(db, claims.sessionId))) return null;
  return await findUser(db, claims.userId) ? claims.userId : null;
}

/**
 * POST /auth/logout/: ends the session of this refresh token on the server, its whole family (every token
 * rotated from the same sign-in) and, through `sid`, its access tokens. An unknown token is already no
 * session: the answer is the same, so a retried logout succeeds.
 */
export async function logout(db: Db, keys: TokenKeys, refreshToken: string, now: number): Promise<{ message: string }> {
  const row = await findRefresh(db, keyedHash(keys.secret, refreshToken));
  if (row) await revokeFamily(db, row.family_id, now);
  return { message: 'You are logged out.' };
}
