/**
 * Home: every series and dungeon as featured, and what the player played most recently (series, dungeons and
 * stories mixed). Each kind reads the player's play once for all its cards: a few statements, however many
 * series, dungeons and stories there are (tests/server/home/home-budget.test.ts).
 */
import type { HomeItem } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import { featuredDungeons, recentDungeons } from '../dungeons/home-items';
import { recentStories } from '../sagas/home-items';
import { featuredSeries, playedSeries } from '../series/series-view';
import type { Db } from '../store/db';

/** Whether the player is a subscriber: asked once for a home read, and only if a card needs it (a story's never does). */
function subscription(db: Db, userId: string, now: number): () => Promise<boolean> {
  let asked: Promise<boolean> | undefined;
  return () => (asked ??= isSubscriber(db, userId, now));
}

export async function featured(db: Db, userId: string, now: number): Promise<{ items: HomeItem[] }> {
  const subscribed = subscription(db, userId, now);
  const [series, dungeons] = await Promise.all([featuredSeries(db, userId, subscribed), featuredDungeons(db, userId, subscribed)]);
  return { items: [...series, ...dungeons] };
}

/** Most recent first, whichever kind: Continue Play takes the first item. */
export async function recents(db: Db, userId: string, now: number): Promise<{ items: HomeItem[] }> {
  const subscribed = subscription(db, userId, now);
  const [series, dungeons, stories] = await Promise.all([playedSeries(db, userId, subscribed), recentDungeons(db, userId, subscribed), recentStories(db, userId)]);
  const items = [...series, ...dungeons, ...stories];
  return { items: items.sort((a, b) => b.updated_at.localeCompare(a.updated_at)) };
}
