import type { PullSpec } from './pull';
import { replaceRows } from './same-rows';

export const rankSpec = (): PullSpec<'historianRank'> => ({
  key: 'rank',
  endpoint: 'historianRank',
  tables: (db) => [db.rank],
  write: async (db, rank) => {
    await db.rank.put({ ...rank, id: 'me' });
  },
});

/** The whole list is replaced: an avatar the server no longer lists disappears. */
export const avatarsSpec = (): PullSpec<'avatars'> => ({
  key: 'avatars',
  endpoint: 'avatars',
  tables: (db) => [db.avatars],
  write: async (db, avatars) => {
    await replaceRows(db.avatars, await db.avatars.toArray(), avatars, (a) => a.avatar_id);
  },
  media: (list) => ({ image: list.map((a) => a.image_url) }),
});
