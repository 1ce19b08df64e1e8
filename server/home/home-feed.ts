/** Home: every series and dungeon as featured, and what the player played most recently (series, dungeons and stories mixed). */
import type { HomeItem } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import { featuredDungeons, recentDungeons } from '../dungeons/home-items';
import { recentStories } from '../sagas/home-items';
import { seriesHomeItem } from '../series/series-view';
import type { Db } from '../store/db';
import { recentSeries } from '../store/memories/progress';
import { findSeries, listSeries } from '../store/memories/seeded-memories';

export async function featured(db: Db, userId: string, now: number): Promise<{ items: HomeItem[] }> {
  const subscribed = await isSubscriber(db, userId, now);
  const series = await Promise.all((await listSeries(db)).map((s) => seriesHomeItem(db, userId, s, now, subscribed)));
  return { items: [...series, ...(await featuredDungeons(db, userId, now, subscribed))] };
}

/** Most recent first, whichever kind: Continue Play takes the first item. */
export async function recents(db: Db, userId: string, now: number): Promise<{ items: HomeItem[] }> {
  const series = (await Promise.all((await recentSeries(db, userId)).map(async ({ series_id }) => {
    const found = await findSeries(db, series_id);
    return found ? [await seriesHomeItem(db, userId, found, now)] : [];
  }))).flat();
  const items = [...series, ...await recentDungeons(db, userId, now), ...await recentStories(db, userId)];
  return { items: items.sort((a, b) => b.updated_at.localeCompare(a.updated_at)) };
}
