/** The dungeon feature's pages, loaded on demand by the router. */
export const dungeonPages = {
  list: () => import('./list/DungeonListPage'),
  dungeon: () => import('./page/DungeonPage'),
  loader: () => import('./loader/LoaderPage'),
  read: () => import('./read/DungeonReadPage'),
  journal: () => import('./journal/JournalPage'),
  missions: () => import('./missions/MissionListPage'),
};
