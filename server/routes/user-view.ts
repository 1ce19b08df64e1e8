/** How a user row is shown: to themselves (User) and to others (PublicUser). */
import type { PublicUser, User } from '../../src/contract';
import { avatarUrl } from '../art/urls';
import type { UserRow } from '../store/users';

/** Shown for players who have not chosen a username yet. */
export const UNNAMED = 'A Historian';

export function userView(row: UserRow): User {
  return {
    user_id: row.user_id,
    username: row.username,
    email: row.email,
    linked_accounts: [],
    blocked_users: [],
    onboarding_state: row.onboarding_state,
    beta_access: true,
    avatar: { image_url: avatarUrl(row.user_id) },
    pending_notifications: 0,
    referral_code: row.referral_code,
    referral_remaining: 5,
    subscription_active: false,
    artifact_power: 0,
    is_temp_user: false,
  };
}

export const publicUser = (u: { user_id: string; username: string | null }): PublicUser => ({
  user_id: u.user_id,
  username: u.username ?? UNNAMED,
  avatar_url: avatarUrl(u.user_id),
  rank_title: null,
});
