/**
 * Signing in: a code by email, then the code for a token pair (a new account on first sign-in), and a
 * refresh token for the next pair. The code proves the address: a signed-in (not temporary) player has
 * their email linked, which is what subscribing and 'I Already Have An Account' look at.
 */
import { type ErrorBody, isTempEmail, type MagicCodeVerify, type TokenPair } from '../../src/contract';
import { fail } from '../http/errors';
import { type Answer, refuse } from '../http/route';
import { linkedProviders, putLink } from '../store/account/billing';
import type { Db } from '../store/db';
import { findOrCreateUser, findUserByEmail } from '../store/users';
import { referAtSignUp } from '../account/referrals';
import { insertSignIn } from '../store/account/sign-ins';
import { checkCode, issueCode } from './magic-codes';
import { issueTokens, rotate, type TokenKeys } from './sessions';

/** Issues a code for the address (429 when rate limited); the caller mails it once the transaction committed. */
export async function requestCode(db: Db, secret: string, email: string, ip: string, now: number, perIp: number): Promise<string> {
  // A guest's temporary address receives nothing: no code may ever sign into a guest by its email.
  if (isTempEmail(email)) fail(400, 'Enter a valid email');
  const issued = await issueCode(db, secret, email, ip, now, perIp);
  return 'limited' in issued ? fail(429, issued.limited) : issued.code;
}

/**
 * A wrong code is refused, not thrown: the wrong attempt just counted must be committed. The sign-in is
 * recorded with what the client said of its origin (referral code, utm fields, user agent) and the address
 * the server saw: the client's own user_ip is not trusted, and no third-party lookup is made.
 */
export async function signInWithCode(db: Db, keys: TokenKeys, body: MagicCodeVerify, ip: string, now: number): Promise<TokenPair | Answer<ErrorBody>> {
  const checked = await checkCode(db, keys.secret, body.email, body.code, ip, now);
  if ('error' in checked) return refuse(checked.status, checked.error);
  const created = !(await findUserByEmail(db, body.email));
  const user = await findOrCreateUser(db, body.email, now);
  if (!body.is_temp_user && !(await linkedProviders(db, user.user_id)).includes('email')) await putLink(db, user.user_id, 'email', body.email, now);
  await recordSignIn(db, user.user_id, created, ip, body, now);
  return issueTokens(db, keys, user.user_id, now);
}

/** Where a sign-in came from, as the client said it. */
export type SignInOrigin = Pick<MagicCodeVerify, 'referral_code_used' | 'user_agent' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content'>;

/**
 * Records a sign-in (by code or by Google) with what the client said of its origin and the address the server
 * saw; a new account arriving by a referral link is referred by it (an existing one enters a code in the
 * referral modal).
 */
export async function recordSignIn(db: Db, userId: string, created: boolean, ip: string, origin: SignInOrigin, now: number): Promise<void> {
  const referral = origin.referral_code_used?.trim() || null;
  await insertSignIn(
    db,
    {
      user_id: userId,
      created_account: created,
      ip,
      user_agent: origin.user_agent ?? null,
      referral_code_used: referral,
      utm_source: origin.utm_source ?? null,
      utm_medium: origin.utm_medium ?? null,
      utm_campaign: origin.utm_campaign ?? null,
      utm_content: origin.utm_content ?? null,
    },
    now,
  );
  if (created && referral) await referAtSignUp(db, userId, referral, now);
}

export const refreshTokens = async (db: Db, keys: TokenKeys, refreshToken: string, now: number): Promise<TokenPair> =>
  (await rotate(db, keys, refreshToken, now)) ?? fail(401, 'Your session has ended. Please log in again.');
