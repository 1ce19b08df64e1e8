import type { PullSpec } from './pull';

export const seriesSpec = (seriesId: string): PullSpec<'seriesDetails'> => ({
  key: `series:${seriesId}`,
  endpoint: 'seriesDetails',
  params: { seriesId },
  tables: (db) => [db.series],
  write: async (db, details) => {
    await db.series.put(details);
  },
});
