/**
 * Temporary (guest) players (app-shell §6): 'Start Playing' makes one at once, with a temporary email and no
 * username, and links an email later. Linking an email no one has keeps the same user_id, so nothing moves.
 * Linking one that already has an account asks the player whose progress to keep, and the two become that
 * account: the kept side's play (Timelines, Memories, rank, artifacts, cards, avatars) whole, plus what either
 * did besides (ratings, follows, stories begun, passes); the account keeps its name, email, purchases and
 * subscription either way. The guest is then gone and the device switches to the account's tokens.
 */
import { type ErrorBody, type LinkAccount, LINK_CHOICE_STATUS, isTempEmail, TEMP_EMAIL_DOMAIN, type TempUserRequest, type TokenPair } from '../../src/contract';
import { randomUUID } from 'node:crypto';
import { referAtSignUp } from '../account/referrals';
import { fail } from '../http/errors';
import { type Answer, refuse } from '../http/route';
import { linkedProviders, putLink } from '../store/account/billing';
import { insertSignIn, signInsOf } from '../store/account/sign-ins';
import { adoptNameIfNone, deleteUser, joinGuestToAccount, setUserEmail } from '../store/auth/temp-users';
import { countFromIp, logFromIp } from '../store/auth/ip-log';
import type { Db } from '../store/db';
import { findOrCreateUser, findUser, findUserByEmail } from '../store/users';
import { checkCode } from './magic-codes';
import { issueTokens, type TokenKeys } from './sessions';

const HOUR = 3_600_000;
/** Guests one client address may start an hour: a household or a class at once, not a farm of accounts. */
export const TEMP_USERS_PER_IP_PER_HOUR = 10;
export const TOO_MANY_GUESTS = 'Many new Historians started from your network in the last hour. Try again later, or log in with your email.';

export const isTempUser = async (db: Db, userId: string): Promise<boolean> => {
  const row = await findUser(db, userId);
  return !!row && isTempEmail(row.email);
};

/** POST /auth/temp-user/: a new guest and its tokens; its origin is recorded like any sign-in's. */
export async function startTempUser(db: Db, keys: TokenKeys, body: TempUserRequest, ip: string, now: number, perHour = TEMP_USERS_PER_IP_PER_HOUR): Promise<TokenPair> {
  if ((await countFromIp(db, 'temp_user_starts', ip, now - HOUR)) >= perHour) fail(429, TOO_MANY_GUESTS, 3600);
  await logFromIp(db, 'temp_user_starts', ip, now);
  const user = await findOrCreateUser(db, `${randomUUID()}@${TEMP_EMAIL_DOMAIN}`, now);
  await insertSignIn(
    db,
    {
      user_id: user.user_id,
      created_account: true,
      ip,
      user_agent: body?.user_agent ?? null,
      // Kept, not applied: the link's referral counts when the guest links an email (a guest is no sign-up yet).
      referral_code_used: body?.referral_code_used?.trim() || null,
      utm_source: body?.utm_source ?? null,
      utm_medium: body?.utm_medium ?? null,
      utm_campaign: body?.utm_campaign ?? null,
      utm_content: body?.utm_content ?? null,
    },
    now,
  );
  return await issueTokens(db, keys, user.user_id, now);
}

type Linked = { linked_accounts: string[] } & Partial<TokenPair>;

/**
 * A guest links an email (its code checked as signing in checks it). An email with no account: the guest
 * becomes that email's account, same user_id, and a referral link it arrived by now counts. An email with an
 * account: without `keep`, 409 names the account and the code stays good for the answer; with it, the join.
 */
export async function linkTempUser(db: Db, keys: TokenKeys, guestId: string, body: LinkAccount, ip: string, now: number): Promise<Linked | Answer<ErrorBody>> {
  const account = await findUserByEmail(db, body.email);
  // The code is checked, not spent, when the player still has to choose: the same code finishes.
  const checked = await checkCode(db, keys.secret, body.email, body.code, ip, now, { spend: !account || !!body.keep });
  if ('error' in checked) return refuse(checked.status, checked.error);
  return linkGuest(db, keys, guestId, body.email, account?.user_id, body.keep, now);
}

/**
 * The guest links an email it proved (a code sent to it, or a Google sign-in of it). `accountId`: the account
 * that email (or that Google identity) already has, if any. No account: the guest becomes the email's, same
 * user_id. An account and no `keep`: 409 asks whose progress to keep. With `keep`: the join, and the account's
 * tokens. Email sign-in and Google sign-in both link through here.
 */
export async function linkGuest(db: Db, keys: TokenKeys, guestId: string, email: string, accountId: string | undefined, keep: 'guest' | 'account' | undefined, now: number): Promise<Linked | Answer<ErrorBody>> {
  const guest = (await findUser(db, guestId))!;
  const account = accountId ? await findUser(db, accountId) : undefined;
  if (account && !keep) {
    const name = account.username ? `the Historian ${account.username}` : 'an account';
    return refuse(LINK_CHOICE_STATUS, `That email already belongs to ${name}. Choose whose progress to keep.`);
  }
  if (!account) {
    await setUserEmail(db, guestId, email);
    await putLink(db, guestId, 'email', email, now);
    const referral = (await signInsOf(db, guestId)).find((s) => s.referral_code_used)?.referral_code_used;
    if (referral) await referAtSignUp(db, guestId, referral, now);
    return { linked_accounts: await linkedProviders(db, guestId) };
  }
  await joinGuestToAccount(db, guestId, account.user_id, keep ?? 'account');
  await deleteUser(db, guestId);
  await adoptNameIfNone(db, account.user_id, guest.username, guest.onboarding_state);
  if (!(await linkedProviders(db, account.user_id)).includes('email')) await putLink(db, account.user_id, 'email', email, now);
  return { linked_accounts: await linkedProviders(db, account.user_id), ...(await issueTokens(db, keys, account.user_id, now)) };
}
