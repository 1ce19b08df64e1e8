/** Home: every series and dungeon as featured, and what the player played most recently (series, dungeons and stories mixed). */
import type { HomeItem } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import { featuredDungeons, recentDungeons } from '../dungeons/home-items';
import { recentStories } from '../sagas/home-items';
import { seriesHomeItem } from '../series/series-view';
import type { Db } from '../store/db';
import { recentSeries } from '../store/memories/progress';
import { findSeries, listSeries } from '../store/memories/seeded-memories';

export function featured(db: Db, userId: string, now: number): { items: HomeItem[] } {
  const subscribed = isSubscriber(db, userId, now);
  return { items: [...listSeries(db).map((s) => seriesHomeItem(db, userId, s, now, subscribed)), ...featuredDungeons(db, userId, now, subscribed)] };
}

/** Most recent first, whichever kind: Continue Play takes the first item. */
export function recents(db: Db, userId: string, now: number): { items: HomeItem[] } {
  const series = recentSeries(db, userId).flatMap(({ series_id }) => {
    const found = findSeries(db, series_id);
    return found ? [seriesHomeItem(db, userId, found, now)] : [];
  });
  const items = [...series, ...recentDungeons(db, userId, now), ...recentStories(db, userId)];
  return { items: items.sort((a, b) => b.updated_at.localeCompare(a.updated_at)) };
}
