import type { PullSpec } from './pull';

/** The Dungeon entity: the Sanctum accordion and the dungeon page read it. */
export const dungeonSpec = (id: string): PullSpec<'dungeon'> => ({
  key: `dungeon:${id}`,
  endpoint: 'dungeon',
  params: { id },
  tables: (db) => [db.dungeons],
  write: async (db, dungeon) => {
    await db.dungeons.put(dungeon);
  },
  media: (d) => ({ image: [d.image_url, d.creator_avatar] }),
});
