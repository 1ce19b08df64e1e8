/**
 * Temporary players: how many an address made lately, and joining one to an existing account. Queries are
 * few and plain; the table lists below are the whole of what a player owns, held by a test
 * (tests/server/auth/temp-users.test.ts) that fails when a new table names users without being listed here.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import { usernameKey } from '../users';

export async function setUserEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.updateTable('users').set({ email }).where('user_id', '=', userId).execute();
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
 * the account's row winning where both have one (a rating of the same Timeline, a followed creator). The third
 * item is the rest of the unique key the column is part of (null: none), where the account's row wins:
 * tests/server/auth/temp-users.test.ts holds it to the schema.
 */
export const SHARED_COLUMNS = [
  ['ad_views', 'user_id', null],
  ['blocks', 'user_id', ['blocked_id']],
  ['blocks', 'blocked_id', ['user_id']],
  ['bonus_claims', 'user_id', ['task']],
  ['checkout_sessions', 'user_id', null],
  ['code_redemptions', 'user_id', ['code']],
  ['collectible_cards', 'created_by', null],
  ['comment_reports', 'reporter_id', ['comment_id']],
  ['comments', 'user_id', null],
  ['custom_sagas', 'owner_id', null],
  ['dungeon_fabulous_firsts', 'user_id', null],
  ['dungeon_purchases', 'user_id', null],
  ['dungeon_room_firsts', 'user_id', null],
  ['follows', 'user_id', ['creator_id']],
  ['friends', 'user_id', ['friend_id']],
  ['friends', 'friend_id', ['user_id']],
  ['notifications', 'user_id', null],
  ['play_passes', 'user_id', null],
  ['player_prompts', 'user_id', ['dedupe_key']],
  ['prompt_optouts', 'user_id', ['option']],
  ['purchases', 'user_id', null],
  ['ratings', 'user_id', ['target_type', 'target_id']],
  ['referrals', 'referrer_id', null],
  ['referrals', 'referred_id', []],
  ['session_feedback', 'user_id', null],
  ['sign_ins', 'user_id', null],
  ['story_feedback', 'user_id', null],
] as const satisfies readonly (readonly [string, string, readonly string[] | null])[];

/**
 * Ends with the guest: its sessions, its (never any) links, its own row, and a plan or portal visit it cannot
 * have (paying needs a linked account; the account keeps its own plan).
 */
export const GUEST_ONLY_TABLES = ['account_links', 'refresh_tokens', 'users', 'subscriptions', 'billing_portal_sessions'] as const;

/**
 * The guest's play and the account's become the account's: the progress of the side kept, and what either
 * did besides. The caller deletes the guest afterwards (its leftovers go with it, ON DELETE CASCADE).
 */
export async function joinGuestToAccount(db: Db, guestId: string, accountId: string, keep: 'guest' | 'account'): Promise<void> {
  for (const table of PROGRESS_TABLES) {
    await db.deleteFrom(table).where('user_id', '=', keep === 'guest' ? accountId : guestId).execute();
    if (keep === 'guest') await db.updateTable(table).set({ user_id: accountId }).where('user_id', '=', guestId).execute();
  }
  for (const [table, column, key] of SHARED_COLUMNS) {
    // The guest's row moves unless the account has one under the same key (SQLite's UPDATE OR IGNORE, said portably).
    const theirs =
      key === null
        ? sql``
        : sql` and not exists (select 1 from ${sql.table(table)} as o where o.${sql.ref(column)} = ${accountId}${sql.join(
            key.map((k) => sql` and o.${sql.ref(k)} = ${sql.table(table)}.${sql.ref(k)}`),
            sql``,
          )})`;
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${accountId} where ${sql.ref(column)} = ${guestId}${theirs}`.execute(db);
  }
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('user_id', '=', userId).execute();
}

/** The guest's name passes to an account that never chose one (a code sign-in that stopped before onboarding). */
export async function adoptNameIfNone(db: Db, accountId: string, username: string | null, onboardingState: number): Promise<void> {
  if (username === null) return;
  await db
    .updateTable('users')
    .set((eb) => ({
      username,
      username_key: usernameKey(username),
      onboarding_state: eb.case().when('onboarding_state', '>', onboardingState).then(eb.ref('onboarding_state')).else(onboardingState).end(),
    }))
    .where('user_id', '=', accountId)
    .where('username', 'is', null)
    .execute();
}
