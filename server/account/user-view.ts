/** A player's own account as GET /user/ shows it. */
import { isTempEmail, type User } from '../../src/contract';
import { selectedAvatarUrl } from './avatars';
import { blockedUsersOf } from './friends';
import { playState } from './passes';
import { rankTitleOf } from './rank';
import { referralRemaining } from './referrals';
import { seasonLevelOf } from './season';
import { subscriptionOf } from './subscription';
import { avatarUrl } from '../art/urls';
import { linkedProviders } from '../store/account/billing';
import { optoutsOf } from '../store/account/feedback';
import { unreadCount } from '../store/account/notifications';
import { artifactPowerOf } from '../store/dungeons/players';
import type { Db } from '../store/db';
import { iso } from '../store/query';
import { findUser, type UserRow } from '../store/users';

/** GET /user/: the caller, who exists (the bearer token was checked against the users). */
export const ownAccount = async (db: Db, userId: string, now: number): Promise<User> => userView((await findUser(db, userId))!, db, now);

async function userView(row: UserRow, db: Db, now: number): Promise<User> {
  const play = await playState(db, row.user_id, now);
  return {
    user_id: row.user_id,
    username: row.username,
    email: row.email,
    linked_accounts: await linkedProviders(db, row.user_id),
    blocked_users: await blockedUsersOf(db, row.user_id),
    onboarding_state: row.onboarding_state,
    beta_access: true,
    avatar: { image_url: await selectedAvatarUrl(db, row.user_id) ?? avatarUrl(row.user_id) },
    pending_notifications: await unreadCount(db, row.user_id),
    referral_code: row.referral_code,
    referral_remaining: await referralRemaining(db, row.user_id),
    subscription_active: play.active,
    subscription_until: play.until === null ? null : iso(play.until),
    subscription_paid: play.paid,
    artifact_power: await artifactPowerOf(db, row.user_id),
    is_temp_user: isTempEmail(row.email),
    season_level: await seasonLevelOf(db, row.user_id),
    rank_title: await rankTitleOf(db, row.user_id),
    dont_ask_again: await optoutsOf(db, row.user_id),
    subscription: await subscriptionOf(db, row.user_id, now),
  };
}
