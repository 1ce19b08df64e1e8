/** Finding what a Memory call is about: the series (404), the adventure and its series (404), and access (403), for Memories, sagas and threads alike. */
import { isSubscriber } from '../account/passes';
import { fail } from '../http/errors';
import { type AdventureContent, findAdventure, findSeries, type SeriesRow } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';

/** A premium series needs a subscription (or an unlimited pass). */
export const canAccess = (series: SeriesRow, subscribed = false): boolean => !series.is_premium || subscribed;

export const seriesOr404 = async (db: Db, id: string): Promise<SeriesRow> => await findSeries(db, id) ?? fail(404, 'That series does not exist.');

export async function adventureOr404(db: Db, id: string): Promise<{ adventure: AdventureContent; series: SeriesRow }> {
  const adventure = await findAdventure(db, id) ?? fail(404, 'That adventure does not exist.');
  return { adventure, series: await seriesOr404(db, adventure.series_id) };
}

/** An adventure and its series; a premium one needs unlimited play (403). */
export async function playableAdventure(db: Db, userId: string, id: string, now: number): Promise<{ adventure: AdventureContent; series: SeriesRow }> {
  const found = await adventureOr404(db, id);
  if (found.series.is_premium && !await isSubscriber(db, userId, now)) fail(403, 'This memory is for subscribers.');
  return found;
}
