/** The player's group (friends) and blocked players, as the dialogs show them. */
import type { ErrorBody, FriendCandidate } from '../../src/contract';
import { type Answer, refuse } from '../http/route';
import { fail } from '../http/errors';
import { UNNAMED } from './public-user';
import { addFriend, block, blockedIds, friendIds, isFriend, unblock } from '../store/account/social';
import type { Db } from '../store/db';
import { findUser, findUserByEmail, findUserByUsername, type UserRow } from '../store/users';
import { publicAvatarUrl } from './public-avatar';
import { rankTitleOf } from './rank';

/** Another player as the group shows them: never their email (the contract keeps the field, always null). */
export async function friendView(db: Db, row: UserRow): Promise<FriendCandidate> {
  return {
    user_id: row.user_id,
    username: row.username ?? UNNAMED,
    email: null,
    avatar: await publicAvatarUrl(db, row.user_id),
    rank_title: await rankTitleOf(db, row.user_id),
  };
}

export const friendsOf = async (db: Db, userId: string): Promise<FriendCandidate[]> =>
  (await Promise.all((await friendIds(db, userId)).map(async (id) => friendView(db, (await findUser(db, id))!))));

/**
 * Exact on the case-folded username (usernames are unique regardless of case) or on the email. The answer
 * never carries the email, even the one typed. A miss is refused, not thrown: the lookup it counted toward
 * the player's limit must be committed, or misses (the probing kind) would be free.
 */
export async function addToGroup(db: Db, userId: string, query: string, now: number): Promise<FriendCandidate | Answer<ErrorBody>> {
  const typed = query.trim();
  if (typed === '') fail(400, 'Please enter a username or email');
  const byEmail = typed.includes('@');
  const row = byEmail ? await findUserByEmail(db, typed.toLowerCase()) : await findUserByUsername(db, typed);
  if (!row) return refuse(400, 'This username does not exist');
  if (row.user_id === userId) fail(400, 'You cannot add yourself to your group.');
  if (await isFriend(db, userId, row.user_id)) fail(400, 'User is already in your group');
  await addFriend(db, userId, row.user_id, now);
  return friendView(db, row);
}

export const blockedUsersOf = async (db: Db, userId: string): Promise<{ user_id: string; username: string; avatar: string | null }[]> =>
  (await Promise.all((await blockedIds(db, userId)).map(async (id) => {
    const row = (await findUser(db, id))!;
    return { user_id: id, username: row.username ?? UNNAMED, avatar: await publicAvatarUrl(db, id) };
  })));

type Blocked = { blocked_users: Awaited<ReturnType<typeof blockedUsersOf>> };

/** Their comments disappear from every thread for the blocker (comments domain). */
export async function blockPlayer(db: Db, userId: string, otherId: string, now: number): Promise<Blocked> {
  if (otherId === userId) fail(400, 'You cannot block yourself.');
  if (!await findUser(db, otherId)) fail(404, 'There is no such player.');
  await block(db, userId, otherId, now);
  return { blocked_users: await blockedUsersOf(db, userId) };
}

/** Lifts only the caller's own block: there is no way to name whose block to lift. */
export async function unblockPlayer(db: Db, userId: string, otherId: string): Promise<Blocked> {
  await unblock(db, userId, otherId);
  return { blocked_users: await blockedUsersOf(db, userId) };
}
