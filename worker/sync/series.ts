import type { Resource } from '../types';
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

/**
 * What playing a Memory changes beyond the adventure itself: the series' progress and buttons ('Continue
 * the Memory' in the Sanctum), and the home lists. Pulled at once after a play, a choice or a restart,
 * so no screen shows the old state until its copy goes stale.
 */
export const memoryChanged = (seriesId: string): Resource[] => [{ kind: 'series', id: seriesId }, { kind: 'featured' }, { kind: 'recents' }];
