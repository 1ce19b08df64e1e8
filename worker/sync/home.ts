import type { HomeItem } from '../../src/contract';
import type { PullSpec } from './pull';

/** kind:id — the id field is the one `kind` names. */
export function homeKey(item: HomeItem): string {
  const id = item.kind === 'series' ? item.series_id : item.kind === 'dungeon' ? item.dungeon_id : item.story_id;
  return `${item.kind}:${id ?? ''}`;
}

/** The whole list is replaced, so an item the server dropped disappears and the order is the server's. */
export const homeSpec = (list: 'featured' | 'recents'): PullSpec<'featured' | 'recents'> => ({
  key: list,
  endpoint: list,
  tables: (db) => [db[list]],
  write: async (db, { items }) => {
    await db[list].clear();
    await db[list].bulkPut(items.map((item, position) => ({ ...item, key: homeKey(item), position })));
  },
});
