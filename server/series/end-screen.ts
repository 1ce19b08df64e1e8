/** GET /ac/{id}/end-screen/: what comes after an adventure, and what else players like. */
import type { EndScreen } from '../../src/contract';
import { artUrl } from '../art/urls';
import { END_TEXTS } from '../content/memories/loader-texts';
import { DUNGEONS } from '../content/dungeons';
import { listAdventures, listSeries } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { playableAdventure } from '../access/adventure-access';

const ALSO_LIKE = 4;

async function alsoLike(db: Db, seriesId: string): Promise<EndScreen['users_also_like']> {
  const series = (await listSeries(db))
    .filter((s) => s.series_id !== seriesId)
    .map((s) => ({ dungeon_id: null, series_id: s.series_id, image_url: artUrl(s.art), name: s.name }));
  const dungeons = DUNGEONS.map((t) => ({ dungeon_id: t.dungeon_id, series_id: null, image_url: artUrl(t.art), name: t.name }));
  return [...series, ...dungeons].slice(0, ALSO_LIKE);
}

export async function endScreen(db: Db, userId: string, adventureId: string, now: number): Promise<EndScreen> {
  const { adventure, series } = await playableAdventure(db, userId, adventureId, now);
  const all = await listAdventures(db, series.series_id);
  const next = all[all.findIndex((a) => a.adventure_id === adventure.adventure_id) + 1];
  const { type, release_date } = adventure.end;
  const base = { type, users_also_like: await alsoLike(db, series.series_id) };
  if (type === 'next_available' && next) {
    const t = END_TEXTS.next_available;
    return {
      ...base,
      title: t.title,
      caption: t.caption(next.name),
      next_adventure: { image_url: artUrl(next.art), adventure_id: next.adventure_id, release_status: 'ready_to_play', release_text: null },
    };
  }
  if (type === 'coming_soon') {
    const t = END_TEXTS.coming_soon;
    const next_adventure = release_date
      ? { image_url: artUrl(series.art), adventure_id: null, release_status: 'coming_later_with_date' as const, release_text: release_date }
      : { image_url: artUrl(series.art), adventure_id: null, release_status: 'coming_later' as const, release_text: 'Coming soon' };
    return { ...base, title: t.title, caption: t.caption(series.name), next_adventure };
  }
  const t = END_TEXTS.end_of_series;
  return { ...base, type: 'end_of_series', title: t.title, caption: t.caption(series.name), next_adventure: null };
}
