import type { User } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import type { PullSpec } from './pull';

export async function writeUser(db: ChronicleDB, user: User): Promise<void> {
  await db.user.put({ ...user, id: 'me' });
}

export const userSpec = (): PullSpec<'getUser'> => ({
  key: 'user',
  endpoint: 'getUser',
  tables: (db) => [db.user],
  write: writeUser,
});
