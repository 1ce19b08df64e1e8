import type { PullSpec } from './pull';

/** The expedition itself; its progress (fetched next) is kept when this is pulled again. */
export const expeditionSpec = (id: string): PullSpec<'expedition'> => ({
  key: `expedition:${id}`,
  endpoint: 'expedition',
  params: { id },
  tables: (db) => [db.expeditions],
  write: async (db, expedition) => {
    const progress = (await db.expeditions.get(id))?.progress ?? null;
    await db.expeditions.put({ ...expedition, progress });
  },
  media: (e) => ({ image: [e.image_url, e.artifact.icon, ...e.dungeons.map((d) => d.image_url)].filter(Boolean) }),
});

/** The player's progress in it, onto the row the expedition pull wrote (nothing to attach it to otherwise). */
export const expeditionProgressSpec = (id: string): PullSpec<'expeditionProgress'> => ({
  key: `expedition:${id}:progress`,
  endpoint: 'expeditionProgress',
  params: { id },
  tables: (db) => [db.expeditions],
  write: async (db, progress) => {
    await db.expeditions.update(id, { progress });
  },
});
