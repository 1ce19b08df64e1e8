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
export function friendView(db: Db, row: UserRow): FriendCandidate {
  return {
    user_id: row.user_id,
    username: row.username ?? UNNAMED,
    email: null,
    avatar: publicAvatarUrl(db, row.user_id),
    rank_title: rankTitleOf(db, row.user_id),
  };
}

export const friendsOf = (db: Db, userId: string): FriendCandidate[] =>
  friendIds(db, userId).map((id) => friendView(db, findUser(db, id)!));

/**
 * Exact on the case-folded username (usernames are unique regardless of case) or on the email. The answer
 * never carries the email, even the one typed. A miss is refused, not thrown: the lookup it counted toward
 * the player's limit must be committed, or misses (the probing kind) would be free.
 */
export function addToGroup(db: Db, userId: string, query: string, now: number): FriendCandidate | Answer<ErrorBody> {
  const typed = query.trim();
  if (typed === '') fail(400, 'Please enter a username or email');
  const byEmail = typed.includes('@');
  const row = byEmail ? findUserByEmail(db, typed.toLowerCase()) : findUserByUsername(db, typed);
  if (!row) return refuse(400, 'This username does not exist');
  if (row.user_id === userId) fail(400, 'You cannot add yourself to your group.');
  if (isFriend(db, userId, row.user_id)) fail(400, 'User is already in your group');
  addFriend(db, userId, row.user_id, now);
  return friendView(db, row);
}

export const blockedUsersOf = (db: Db, userId: string): { user_id: string; username: string; avatar: string | null }[] =>
  blockedIds(db, userId).map((id) => {
    const row = findUser(db, id)!;
    return { user_id: id, username: row.username ?? UNNAMED, avatar: publicAvatarUrl(db, id) };
  });

type Blocked = { blocked_users: ReturnType<typeof blockedUsersOf> };

/** Their comments disappear from every thread for the blocker (comments domain). */
export function blockPlayer(db: Db, userId: string, otherId: string, now: number): Blocked {
  if (otherId === userId) fail(400, 'You cannot block yourself.');
  if (!findUser(db, otherId)) fail(404, 'There is no such player.');
  block(db, userId, otherId, now);
  return { blocked_users: blockedUsersOf(db, userId) };
}

/** Lifts only the caller's own block: there is no way to name whose block to lift. */
export function unblockPlayer(db: Db, userId: string, otherId: string): Blocked {
  unblock(db, userId, otherId);
  return { blocked_users: blockedUsersOf(db, userId) };
}
