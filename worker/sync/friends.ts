/** The player's group. Adds still in the outbox stay as pending rows after the server's list. */
import type { FriendCandidate } from '../../src/contract';
import type { ChronicleDB, FriendRow } from '../../src/db';
import type { PullSpec } from './pull';

/** Adds go in the order the player made them. */
export const FRIENDS_SCOPE = 'friends';

/** Pending rows sort after every row of the server's list, in the order they were queued. */
export const PENDING_POSITION_BASE = 1_000_000_000;

/** The key of a group member the server named. */
export const friendKey = (userId: string): string => `user:${userId}`;
/** The key of an add still waiting: what was typed, trimmed and case-folded (the match ignores both). */
export const pendingFriendKey = (query: string): string => `pending:${query.trim().toLowerCase()}`;

export const friendRow = (f: FriendCandidate, position: number): FriendRow => ({ ...f, key: friendKey(f.user_id), position, pending: false, outbox_id: null });

async function writeFriends(db: ChronicleDB, list: FriendCandidate[]): Promise<void> {
  await db.friends.filter((f) => !f.pending).delete();
  await db.friends.bulkPut(list.map(friendRow));
}

export const friendsSpec = (): PullSpec<'friends'> => ({
  key: 'friends',
  endpoint: 'friends',
  tables: (db) => [db.friends],
  write: writeFriends,
  media: (list) => ({ image: list.map((f) => f.avatar) }),
});
