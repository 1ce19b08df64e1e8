import type { PullSpec } from './pull';

export const rankSpec = (): PullSpec<'historianRank'> => ({
  key: 'rank',
  endpoint: 'historianRank',
  tables: (db) => [db.rank],
  write: async (db, rank) => {
    await db.rank.put({ ...rank, id: 'me' });
  },
});
