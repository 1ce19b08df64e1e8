/** How a user row is shown: to themselves (User) and to others (PublicUser). */
import type { PublicUser, User } from '../../src/contract';
import { selectedAvatarUrl } from '../account/avatars';
import { artifactPowerOf } from '../account/dungeon-side';
import { blockedUsersOf } from '../account/friends';
import { playState } from '../account/passes';
import { rankTitleOf } from '../account/rank';
import { referralRemaining } from '../account/referrals';
import { seasonLevelOf } from '../account/season';
import { avatarUrl } from '../art/urls';
import { linkedProviders } from '../store/account/billing';
import { optoutsOf } from '../store/account/feedback';
import { unreadCount } from '../store/account/notifications';
import type { Db } from '../store/db';
import { iso } from '../store/stmt';
import type { UserRow } from '../store/users';

/** Shown for players who have not chosen a username yet. */
export const UNNAMED = 'A Historian';

export function userView(row: UserRow, db: Db, now: number): User {
  const play = playState(db, row.user_id, now);
  return {
    user_id: row.user_id,
    username: row.username,
    email: row.email,
    linked_accounts: linkedProviders(db, row.user_id),
    blocked_users: blockedUsersOf(db, row.user_id),
    onboarding_state: row.onboarding_state,
    beta_access: true,
    avatar: { image_url: selectedAvatarUrl(db, row.user_id) ?? avatarUrl(row.user_id) },
    pending_notifications: unreadCount(db, row.user_id),
    referral_code: row.referral_code,
    referral_remaining: referralRemaining(db, row.user_id),
    subscription_active: play.active,
    subscription_until: play.until === null ? null : iso(play.until),
    subscription_paid: play.paid,
    artifact_power: artifactPowerOf(db, row.user_id),
    is_temp_user: false,
    season_level: seasonLevelOf(db, row.user_id),
    rank_title: rankTitleOf(db, row.user_id),
    dont_ask_again: optoutsOf(db, row.user_id),
  };
}

export const publicUser = (u: { user_id: string; username: string | null }): PublicUser => ({
  user_id: u.user_id,
  username: u.username ?? UNNAMED,
  avatar_url: avatarUrl(u.user_id),
  rank_title: null,
});
