/**
 * Signing in: a code by email, then the code for a token pair (a new account on first sign-in), and a
 * refresh token for the next pair. The code proves the address: a signed-in (not temporary) player has
 * their email linked, which is what subscribing and 'I Already Have An Account' look at.
 */
import type { ErrorBody, TokenPair } from '../../src/contract';
import { fail } from '../http/errors';
import { type Answer, refuse } from '../http/route';
import { linkedProviders, putLink } from '../store/account/billing';
import type { Db } from '../store/db';
import { findOrCreateUser } from '../store/users';
import { checkCode, issueCode } from './magic-codes';
import { issueTokens, rotate, type TokenKeys } from './sessions';

/** Issues a code for the address (429 when rate limited); the caller mails it once the transaction committed. */
export function requestCode(db: Db, secret: string, email: string, ip: string, now: number, perIp: number): string {
  const issued = issueCode(db, secret, email, ip, now, perIp);
  return 'limited' in issued ? fail(429, issued.limited) : issued.code;
}

/** A wrong code is refused, not thrown: the wrong attempt just counted must be committed. */
export function signInWithCode(
  db: Db,
  keys: TokenKeys,
  body: { email: string; code: string; is_temp_user?: boolean | undefined },
  ip: string,
  now: number,
): TokenPair | Answer<ErrorBody> {
  const checked = checkCode(db, keys.secret, body.email, body.code, ip, now);
  if ('error' in checked) return refuse(checked.status, checked.error);
  const user = findOrCreateUser(db, body.email, now);
  if (!body.is_temp_user && !linkedProviders(db, user.user_id).includes('email')) putLink(db, user.user_id, 'email', body.email, now);
  return issueTokens(db, keys, user.user_id, now);
}

export const refreshTokens = (db: Db, keys: TokenKeys, refreshToken: string, now: number): TokenPair =>
  rotate(db, keys, refreshToken, now) ?? fail(401, 'Your session has ended. Please log in again.');
