/**
 * Google sign-in: the ID token is verified first (it awaits Google's keys, so outside any transaction),
 * then the sign-in commits: the Google identity's account, else the account of its email, else a new one.
 */
import type { TokenPair } from '../../src/contract';
import { fail } from '../http/errors';
import { linkedProviders, linkOwner, putLink } from '../store/account/billing';
import type { Db } from '../store/db';
import { insertSignIn } from '../store/account/sign-ins';
import { findOrCreateUser, findUserByEmail } from '../store/users';
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

/** Recorded in sign_ins with the address the server saw, as a code sign-in is: it makes that address the owner's. */
export async function signInWithGoogle(db: Db, keys: TokenKeys, identity: GoogleIdentity, isTempUser: boolean, ip: string, now: number): Promise<TokenPair> {
  const linked = await linkOwner(db, 'google', identity.sub);
  const created = !linked && !await findUserByEmail(db, identity.email);
  const userId = linked ?? (await findOrCreateUser(db, identity.email, now)).user_id;
  const none = { user_agent: null, referral_code_used: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null };
  await insertSignIn(db, { user_id: userId, created_account: created, ip, ...none }, now);
  await putLink(db, userId, 'google', identity.sub, now);
  if (!isTempUser && !(await linkedProviders(db, userId)).includes('email')) await putLink(db, userId, 'email', identity.email, now);
  return issueTokens(db, keys, userId, now);
}
