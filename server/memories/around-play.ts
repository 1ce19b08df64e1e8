/** The Memory calls around play: end screen, the player's progress in a series, loader, extra section. */
import type { AdventureExtraSection, EndScreen, Loading, SeriesUserProgress } from '../../src/contract';
import { artUrl } from '../art/urls';
import { END_TEXTS, LOADING_PHRASES } from '../content/memories/loader-texts';
import { DUNGEONS } from '../content/dungeons';
import { type AdventureContent, type SeriesRow, listAdventures, listSeries, seriesCharacters } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { progressInSeries } from '../store/memories/progress';

const ALSO_LIKE = 4;

function alsoLike(db: Db, seriesId: string): EndScreen['users_also_like'] {
  const series = listSeries(db)
    .filter((s) => s.series_id !== seriesId)
    .map((s) => ({ dungeon_id: null, series_id: s.series_id, image_url: artUrl(s.art), name: s.name }));
  const dungeons = DUNGEONS.map((t) => ({ dungeon_id: t.dungeon_id, series_id: null, image_url: artUrl(t.art), name: t.name }));
  return [...series, ...dungeons].slice(0, ALSO_LIKE);
}

export function endScreen(db: Db, adventure: AdventureContent, series: SeriesRow): EndScreen {
  const all = listAdventures(db, series.series_id);
  const next = all[all.findIndex((a) => a.adventure_id === adventure.adventure_id) + 1];
  const { type, release_date } = adventure.end;
  const base = { type, users_also_like: alsoLike(db, series.series_id) };
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

export function seriesUserProgress(db: Db, userId: string, series: SeriesRow): SeriesUserProgress {
  const all = listAdventures(db, series.series_id);
  const mine = new Map(progressInSeries(db, userId, series.series_id).map((p) => [p.adventure_id, p]));
  const adventures = all.map((a) => {
    const p = mine.get(a.adventure_id);
    return {
      adventure_id: a.adventure_id,
      status: !p ? ('not_started' as const) : p.status,
      current_chapter: p?.current_chapter ?? 0,
      chapters_count: a.chapters.length,
    };
  });
  const completed = adventures.filter((a) => a.status === 'ended').length;
  return {
    series_id: series.series_id,
    progress: mine.size === 0 ? 'Not Started' : completed === all.length ? 'Completed' : 'In Progress',
    current_adventure_id: (adventures.find((a) => a.status !== 'ended') ?? adventures.at(-1))?.adventure_id ?? null,
    completed_adventures: completed,
    total_adventures: all.length,
    adventures,
  };
}

/** The share-code banner belongs to the account domain's free-play codes: no banner until it offers one. */
export const loading = (): Loading => ({
  phrases: [...LOADING_PHRASES],
  shareCode: null,
  shareCodeBackgroundImage: null,
  shareCodeSecondsUntilExpire: null,
  shareCodeTitle: null,
});

/** Characters met up to `chapter` (those who speak in its authored blocks), the promo for non-subscribers, and a share link. */
export function extraSection(adventure: AdventureContent, series: SeriesRow, chapter: number, subscriber: boolean): AdventureExtraSection {
  const keys = new Set(adventure.chapters.slice(0, chapter).flatMap((c) => c.blocks.flatMap((b) => b.character ?? [])));
  const characters = seriesCharacters(series)
    .filter((c) => keys.has(c.key))
    .map((c) => ({ name: c.name, cover: artUrl(c.art), description: c.description }));
  return {
    characters,
    promo: subscriber ? null : { title: 'Endless Adventures', button_text: 'Subscribe for Endless Adventures!' },
    share: { title: `Share ${series.name}`, link: `/series/${encodeURIComponent(series.series_id)}` },
  };
}
