/**
 * POST /auth/google/ (app-shell §7): the ID token is verified first (it may await the provider's keys, so
 * outside any transaction), then the sign-in commits: the Google identity's account, else the account of its
 * email, else a new one, recorded and referred as an email sign-up is. With is_temp_user (and the guest's own
 * session), the guest links that Google email instead, through the same code as linking an email by code:
 * progress kept, or, when the email has an account, the player chooses whose (409, then `keep`).
 *
 * Limited per client address like the code endpoints: Google sign-ins per 10 minutes, and refused tokens count
 * with wrong codes, so one cannot alternate the two to guess more.
 */
import { type ErrorBody, type GoogleAuth, isTempEmail, type TokenPair } from '../../src/contract';
import { fail } from '../http/errors';
import { Answer, refuse } from '../http/route';
import { linkedProviders, linkOwner, putLink } from '../store/account/billing';
import { countFromIp, logFromIp } from '../store/auth/ip-log';
import { countCodeFailuresFromIp, logCodeFailure } from '../store/auth/magic-codes';
import type { Db } from '../store/db';
import { findOrCreateUser, findUser, findUserByEmail } from '../store/users';
import { type GoogleIdentity, type GoogleVerifier } from './google';
import { MAX_WRONG_PER_IP, MESSAGES, RATE_WINDOW_MS } from './magic-codes';
import { issueTokens, type TokenKeys } from './sessions';
import { recordSignIn } from './sign-in';
import { linkGuest } from './temp-users';

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not configured on this server.',
  refused: 'We could not verify that Google sign-in. Please try again.',
  tooMany: 'Too many Google sign-ins from your network. Wait a few minutes and try again.',
  guestEnded: 'Your guest session has ended, so there is nothing to link. Log in with Google instead.',
  notGuest: 'This account is not a guest: log in with Google instead of linking.',
} as const;

/** What the verifying step found: who, or why not (said to the log only). */
export type Verified = { identity: GoogleIdentity } | { refused: unknown };

/** Reads only: the limits are checked here and the attempt counted in the commit. */
export async function verifyGoogleToken(db: Db, google: GoogleVerifier | null, idToken: string, ip: string, now: number, perIp: number): Promise<Verified> {
  if (!google) return fail(501, GOOGLE_MESSAGES.notConfigured);
  const since = now - RATE_WINDOW_MS;
  if ((await countCodeFailuresFromIp(db, ip, since)) >= MAX_WRONG_PER_IP) fail(429, MESSAGES.tooManyWrong, RATE_WINDOW_MS / 1000);
  if ((await countFromIp(db, 'google_sign_ins', ip, since)) >= perIp) fail(429, GOOGLE_MESSAGES.tooMany, RATE_WINDOW_MS / 1000);
  try {
    return { identity: await google.verify(idToken) };
  } catch (error) {
    return { refused: error };
  }
}

/**
 * The commit: counts the attempt (a refused token as a wrong code, committed with the refusal), then signs
 * in, or links the caller's guest. `callerId`: the session the request came with, if any.
 */
export async function signInWithGoogle(db: Db, keys: TokenKeys, verified: Verified, body: GoogleAuth, callerId: string | null, ip: string, now: number): Promise<TokenPair | Answer<ErrorBody>> {
  await logFromIp(db, 'google_sign_ins', ip, now);
  if ('refused' in verified) {
    await logCodeFailure(db, ip, null, null, now);
    return refuse(401, GOOGLE_MESSAGES.refused);
  }
  const { identity } = verified;
  const accountId = (await linkOwner(db, 'google', identity.sub)) ?? (await findUserByEmail(db, identity.email))?.user_id;
  if (body.is_temp_user) return linkGuestWithGoogle(db, keys, identity, accountId, body, callerId, now);

  const created = !accountId;
  const userId = accountId ?? (await findOrCreateUser(db, identity.email, now)).user_id;
  await putLink(db, userId, 'google', identity.sub, now);
  if (!(await linkedProviders(db, userId)).includes('email')) await putLink(db, userId, 'email', identity.email, now);
  const utm = body.utm_data ?? {};
  await recordSignIn(db, userId, created, ip, { ...body, ...utm }, now);
  return issueTokens(db, keys, userId, now);
}

/** The guest must be the caller: a temp_user_id alone proves nothing (anyone could name another's guest). */
async function linkGuestWithGoogle(db: Db, keys: TokenKeys, identity: GoogleIdentity, accountId: string | undefined, body: GoogleAuth, callerId: string | null, now: number): Promise<TokenPair | Answer<ErrorBody>> {
  if (!callerId || (body.temp_user_id && body.temp_user_id !== callerId)) return refuse(401, GOOGLE_MESSAGES.guestEnded);
  if (!isTempEmail((await findUser(db, callerId))?.email ?? '')) return refuse(400, GOOGLE_MESSAGES.notGuest);
  const linked = await linkGuest(db, keys, callerId, identity.email, accountId, body.keep, now);
  if (linked instanceof Answer) return linked;
  const userId = accountId && body.keep ? accountId : callerId;
  await putLink(db, userId, 'google', identity.sub, now);
  return linked.access_token && linked.refresh_token ? { access_token: linked.access_token, refresh_token: linked.refresh_token } : issueTokens(db, keys, userId, now);
}
