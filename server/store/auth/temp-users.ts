/**
 * Temporary players: how many an address made lately, and joining one to an existing account. Queries are
 * few and plain; the table lists below are the whole of what a player owns, held by a test
 * (tests/server/auth/temp-users.test.ts) that fails when a new table names users without being listed here.
 */
import type { Db } from '../db';
import { stmt } from '../stmt';
import { usernameKey } from '../users';

export function setUserEmail(db: Db, userId: string, email: string): void {
  stmt(db, 'UPDATE users SET email = ? WHERE user_id = ?').run(email, userId);
}

/** The play itself: kept whole from the side the player chose, never mixed row by row (a run's events with another run's). */
export const PROGRESS_TABLES = [
  'adventure_choices',
  'adventure_progress',
  'artifact_ownership',
  'artifact_power_ledger',
  'artifacts_earned',
  'avatar_selection',
  'user_avatars',
  'card_holdings',
  'card_dismissals',
  'dungeon_completions',
  'dungeon_crawls',
  'dungeon_events',
  'dungeon_mission_completions',
  'dungeon_players',
  'expedition_completions',
  'historian_points',
  'rank_points',
  'rank_reward_claims',
  'rank_perks',
  'rank_perk_uses',
  'season_levels',
] as const;

/**
 * What either side did that is not the play's state: moved from the guest to the account whichever is kept,
 * the account's row winning where both have one (a rating of the same Timeline, a followed creator).
 */
export const SHARED_COLUMNS = [
  ['ad_views', 'user_id'],
  ['blocks', 'user_id'],
  ['blocks', 'blocked_id'],
  ['bonus_claims', 'user_id'],
  ['checkout_sessions', 'user_id'],
  ['code_redemptions', 'user_id'],
  ['collectible_cards', 'created_by'],
  ['comment_reports', 'reporter_id'],
  ['comments', 'user_id'],
  ['custom_sagas', 'owner_id'],
  ['dungeon_fabulous_firsts', 'user_id'],
  ['dungeon_purchases', 'user_id'],
  ['dungeon_room_firsts', 'user_id'],
  ['follows', 'user_id'],
  ['friends', 'user_id'],
  ['friends', 'friend_id'],
  ['notifications', 'user_id'],
  ['play_passes', 'user_id'],
  ['player_prompts', 'user_id'],
  ['prompt_optouts', 'user_id'],
  ['purchases', 'user_id'],
  ['ratings', 'user_id'],
  ['referrals', 'referrer_id'],
  ['referrals', 'referred_id'],
  ['session_feedback', 'user_id'],
  ['sign_ins', 'user_id'],
  ['story_feedback', 'user_id'],
] as const;

/**
 * Ends with the guest: its sessions, its (never any) links, its own row, and a plan or portal visit it cannot
 * have (paying needs a linked account; the account keeps its own plan).
 */
export const GUEST_ONLY_TABLES = ['account_links', 'refresh_tokens', 'users', 'subscriptions', 'billing_portal_sessions'] as const;

/**
 * The guest's play and the account's become the account's: the progress of the side kept, and what either
 * did besides. The caller deletes the guest afterwards (its leftovers go with it, ON DELETE CASCADE).
 */
export function joinGuestToAccount(db: Db, guestId: string, accountId: string, keep: 'guest' | 'account'): void {
  for (const table of PROGRESS_TABLES) {
    stmt(db, `DELETE FROM ${table} WHERE user_id = ?`).run(keep === 'guest' ? accountId : guestId);
    if (keep === 'guest') stmt(db, `UPDATE ${table} SET user_id = ? WHERE user_id = ?`).run(accountId, guestId);
  }
  for (const [table, column] of SHARED_COLUMNS) stmt(db, `UPDATE OR IGNORE ${table} SET ${column} = ? WHERE ${column} = ?`).run(accountId, guestId);
}

export function deleteUser(db: Db, userId: string): void {
  stmt(db, 'DELETE FROM users WHERE user_id = ?').run(userId);
}

/** The guest's name passes to an account that never chose one (a code sign-in that stopped before onboarding). */
export function adoptNameIfNone(db: Db, accountId: string, username: string | null, onboardingState: number): void {
  if (username === null) return;
  stmt(db, 'UPDATE users SET username = ?, username_key = ?, onboarding_state = max(onboarding_state, ?) WHERE user_id = ? AND username IS NULL').run(
    username,
    usernameKey(username),
    onboardingState,
    accountId,
  );
}
