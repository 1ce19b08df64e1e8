import type { HomeItem } from '../../src/contract';
import type { PullSpec } from './pull';
import { replaceRows } from './same-rows';

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
    const table = db[list];
    await replaceRows(table, await table.toArray(), items.map((item, position) => ({ ...item, key: homeKey(item), position })), (row) => row.key);
  },
});
