import type { User } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import { blockedWithPending } from './blocks';
import type { PullSpec } from './pull';

/** The player's row; blocks and unblocks not yet sent stay applied on top of the server's list. */
export async function writeUser(db: ChronicleDB, user: User): Promise<void> {
  await db.user.put({ ...user, blocked_users: await blockedWithPending(db, user.blocked_users), id: 'me' });
}

export const userSpec = (): PullSpec<'getUser'> => ({
  key: 'user',
  endpoint: 'getUser',
  tables: (db) => [db.user, db.outbox],
  write: writeUser,
});
