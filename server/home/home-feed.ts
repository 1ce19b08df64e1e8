/**
 * Home: every series and dungeon as featured, and what the player played most recently (series, dungeons and
 * stories mixed). Each reads the player's play once for all its cards: a few statements, however many series
 * and dungeons there are (tests/server/home/home-budget.test.ts).
 */
import type { HomeItem } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import { dungeonPlayOf, featuredDungeons, recentDungeons } from '../dungeons/home-items';
import { recentStories } from '../sagas/home-items';
import { seriesHomeItem, seriesPlayOf } from '../series/series-view';
import type { Db } from '../store/db';
import { recentSeries } from '../store/memories/progress';
import { listSeries } from '../store/memories/seeded-memories';

export async function featured(db: Db, userId: string, now: number): Promise<{ items: HomeItem[] }> {
  const [subscribed, series, seriesPlay, dungeonPlay] = await Promise.all([isSubscriber(db, userId, now), listSeries(db), seriesPlayOf(db, userId), dungeonPlayOf(db, userId)]);
  return { items: [...series.map((s) => seriesHomeItem(s, seriesPlay, subscribed)), ...(await featuredDungeons(db, dungeonPlay, subscribed))] };
}

/** Most recent first, whichever kind: Continue Play takes the first item. */
export async function recents(db: Db, userId: string, now: number): Promise<{ items: HomeItem[] }> {
  const [subscribed, recent, series, seriesPlay, dungeonPlay, stories] = await Promise.all([
    isSubscriber(db, userId, now),
    recentSeries(db, userId),
    listSeries(db),
    seriesPlayOf(db, userId),
    dungeonPlayOf(db, userId),
    recentStories(db, userId),
  ]);
  const byId = new Map(series.map((s) => [s.series_id, s]));
  const played = recent.flatMap(({ series_id }) => byId.get(series_id) ?? []).map((s) => seriesHomeItem(s, seriesPlay, subscribed));
  const items = [...played, ...(await recentDungeons(db, dungeonPlay, subscribed)), ...stories];
  return { items: items.sort((a, b) => b.updated_at.localeCompare(a.updated_at)) };
}
