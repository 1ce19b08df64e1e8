/**
 * Referrals (app-shell §9): the friend gets GRANTS.referralFriend of unlimited play when they enter the code; the
 * referrer gets +1 season level on the friend's first choice. During the limited offer (13 h 59 min
 * from the referrer's sign-up) the friend also gets GRANTS.limitedOfferFriend of unlimited keys and choices and the referrer
 * +2 levels instead, for at most 5 friends.
 */
import { GRANTS, isTempEmail, type LimitedOffer } from '../../src/contract';
import { fail } from '../http/errors';
import { insertReferral, limitedReferralCount, markCredited, referralOf } from '../store/account/referrals';
import type { Db } from '../store/db';
import { findUser, findUserByReferralCode } from '../store/users';
import { grantUnlimitedPlay } from './passes';
import { REFERRAL_LEVELS } from '../content/account/season';
import { grantSeasonLevels, referralReason } from './season';

export const OFFER_MS = (13 * 60 + 59) * 60_000;
export const OFFER_MAX_FRIENDS = 5;

export async function limitedOffer(db: Db, userId: string, now: number): Promise<LimitedOffer> {
  const signedUp = Date.parse((await findUser(db, userId))!.created_at);
  const seconds = Math.max(0, Math.floor((signedUp + OFFER_MS - now) / 1000));
  const remaining = Math.max(0, OFFER_MAX_FRIENDS - await limitedReferralCount(db, userId));
  return { active: seconds > 0 && remaining > 0, seconds_remaining: seconds, friend_hours: GRANTS.limitedOfferFriend.hours, referrer_levels: REFERRAL_LEVELS.limited_offer, remaining };
}

/** PUT /auth/referral-code/:code/ — the caller is the referred friend. */
export async function useReferralCode(db: Db, userId: string, code: string, now: number): Promise<string> {
  const checked = await checkReferral(db, userId, code);
  if ('refused' in checked) fail(checked.status, checked.refused);
  return await applyReferral(db, userId, checked.referrerId, now);
}

/**
 * A new account that arrived through a friend's referral link (verify's referral_code_used): referred as
 * if it had entered the code. A code that cannot be used is ignored: the sign-in itself must not fail.
 */
export async function referAtSignUp(db: Db, userId: string, code: string, now: number): Promise<boolean> {
  const checked = await checkReferral(db, userId, code);
  if ('refused' in checked) return false;
  await applyReferral(db, userId, checked.referrerId, now);
  return true;
}

async function checkReferral(db: Db, userId: string, code: string): Promise<{ referrerId: string } | { refused: string; status: number }> {
  const referrer = await findUserByReferralCode(db, code.trim().toUpperCase());
  if (!referrer) return { refused: 'That referral code does not exist.', status: 404 };
  // A guest's code counts once its Historian links an email: a farm of guests refers no one.
  if (isTempEmail(referrer.email)) return { refused: 'That code belongs to a guest Historian who has not linked an email yet.', status: 400 };
  const referrerId = referrer.user_id;
  if (referrerId === userId) return { refused: 'You cannot use your own referral code.', status: 400 };
  const existing = await referralOf(db, userId);
  if (existing) return { refused: existing.referrer_id === referrerId ? 'You already used this referral code.' : 'You already used a referral code.', status: 400 };
  return { referrerId };
}

async function applyReferral(db: Db, userId: string, referrerId: string, now: number): Promise<string> {
  const limited = (await limitedOffer(db, referrerId, now)).active;
  await insertReferral(db, userId, referrerId, limited, now);
  await grantUnlimitedPlay(db, userId, GRANTS.referralFriend.hours, `referral ${referrerId}`, now);
  if (limited) await grantUnlimitedPlay(db, userId, GRANTS.limitedOfferFriend.hours, `limited referral ${referrerId}`, now, 'keys_choices');
  return `You have ${GRANTS.referralFriend.text} of Premium!`;
}

/**
 * For the play domains: call on every player's choice (cheap; only the first one credits). Inside the
 * choice's transaction, so a rolled-back choice credits nothing.
 */
export async function onFirstChoice(db: Db, userId: string, now = Date.now()): Promise<void> {
  const referral = await referralOf(db, userId);
  if (!referral || referral.credited_at !== null || !await markCredited(db, userId, now)) return;
  await grantSeasonLevels(db, referral.referrer_id, referral.limited_offer ? REFERRAL_LEVELS.limited_offer : REFERRAL_LEVELS.per_friend, referralReason(userId), now);
}

/** User.referral_remaining: friends who can still earn the referrer the limited-offer levels. */
export const referralRemaining = async (db: Db, userId: string): Promise<number> => Math.max(0, OFFER_MAX_FRIENDS - await limitedReferralCount(db, userId));
