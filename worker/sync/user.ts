import type { User } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import { pendingPicture } from './avatars';
import { blockedWithPending } from './blocks';
import { unreadWithPending } from './notifications';
import type { PullSpec } from './pull';

/**
 * The player's row; what the player changed and the outbox has not sent yet stays applied on top of the
 * server's: blocks and unblocks, the avatar they picked, the notifications they read.
 */
export async function writeUser(db: ChronicleDB, user: User): Promise<void> {
  const picture = await pendingPicture(db);
  await db.user.put({
    ...user,
    blocked_users: await blockedWithPending(db, user.blocked_users),
    avatar: picture ? { image_url: picture } : user.avatar,
    pending_notifications: await unreadWithPending(db, user.pending_notifications),
    id: 'me',
  });
}

export const userSpec = (): PullSpec<'getUser'> => ({
  key: 'user',
  endpoint: 'getUser',
  tables: (db) => [db.user, db.outbox, db.avatars],
  write: writeUser,
  // The player's picture shows in the header and the profile, offline too.
  media: (user) => ({ image: [user.avatar?.image_url] }),
});
