/**
 * Google sign-in: the ID token is verified first (it awaits Google's keys, so outside any transaction),
 * then the sign-in commits: the Google identity's account, else the account of its email, else a new one.
 */
import type { TokenPair } from '../../src/contract';
import { fail } from '../http/errors';
import { linkedProviders, linkOwner, putLink } from '../store/account/billing';
import type { Db } from '../store/db';
import { findOrCreateUser } from '../store/users';
import type { GoogleIdentity, GoogleVerifier } from './google';
import { issueTokens, type TokenKeys } from './sessions';

export async function verifyGoogleToken(google: GoogleVerifier | null, idToken: string, onRefused: (error: unknown) => void): Promise<GoogleIdentity> {
  if (!google) return fail(501, 'Google sign-in is not configured on this server.');
  try {
    return await google.verify(idToken);
  } catch (error) {
    onRefused(error);
    return fail(401, 'We could not verify that Google sign-in. Please try again.');
  }
}

export function signInWithGoogle(db: Db, keys: TokenKeys, identity: GoogleIdentity, isTempUser: boolean, now: number): TokenPair {
  const userId = linkOwner(db, 'google', identity.sub) ?? findOrCreateUser(db, identity.email, now).user_id;
  putLink(db, userId, 'google', identity.sub, now);
  if (!isTempUser && !linkedProviders(db, userId).includes('email')) putLink(db, userId, 'email', identity.email, now);
  return issueTokens(db, keys, userId, now);
}
