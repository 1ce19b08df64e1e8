import * as z from 'zod/mini';
import { Id, LIMITS, Url } from '../common';
import { endpoint } from '../endpoint';

/**
 * in-play §3 Friend candidate, and a member of the player's group (GET /friends/, in the order they were
 * added). email is shown only when the player typed it (never leaked by username); rank_title is their
 * Historian rank, as the group shows it.
 */
export const FriendCandidate = z.object({ user_id: Id, username: z.string(), email: z.nullable(z.string()), avatar: Url, rank_title: z.string() });
export type FriendCandidate = z.infer<typeof FriendCandidate>;

/**
 * POST /friends/ — exact match on username (case-folded, as usernames are unique regardless of case) or
 * email, after trimming. Errors verbatim: 'Please enter a username or email', 'This username does not
 * exist', 'User is already in your group'.
 */
export const AddFriend = z.object({ query: z.string().check(z.maxLength(LIMITS.email)) });

/** in-play §3 Blocked user. */
export const BlockedUser = z.object({ user_id: Id, username: z.string(), avatar: z.nullable(z.string()) });
export const BlockedUsers = z.object({ blocked_users: z.array(BlockedUser) });

const NoBody = z.optional(z.strictObject({}));

export const friendApi = {
  friends: endpoint({ method: 'GET', path: '/friends/', response: z.array(FriendCandidate) }),
  addFriend: endpoint({ method: 'POST', path: '/friends/', body: AddFriend, response: FriendCandidate }),
  blockUser: endpoint({ method: 'POST', path: '/user/block/:userId/', body: NoBody, response: BlockedUsers }),
  unblockUser: endpoint({ method: 'POST', path: '/user/unblock/:userId/', body: NoBody, response: BlockedUsers }),
} as const;
