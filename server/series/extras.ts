/** What the read page shows around a chapter: the loader (GET /ac/{id}/loading/) and the extra section under it. */
import type { AdventureExtraSection, Loading } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import { artUrl } from '../art/urls';
import { LOADING_PHRASES } from '../content/memories/loader-texts';
import type { Db } from '../store/db';
import { findProgress } from '../store/memories/progress';
import { seriesCharacters } from '../store/memories/seeded-memories';
import { playableAdventure } from '../access/adventure-access';

/** The share-code banner belongs to the account domain's free-play codes: no banner until it offers one. */
export async function adventureLoading(db: Db, userId: string, adventureId: string, now: number): Promise<Loading> {
  await playableAdventure(db, userId, adventureId, now);
  return {
    phrases: [...LOADING_PHRASES],
    shareCode: null,
    shareCodeBackgroundImage: null,
    shareCodeSecondsUntilExpire: null,
    shareCodeTitle: null,
  };
}

/**
 * Characters met up to `chapter` (those who speak in its authored blocks; by default the player's current
 * chapter), the promo for non-subscribers, and a share link.
 */
export async function extraSection(db: Db, userId: string, adventureId: string, chapter: number | undefined, now: number): Promise<AdventureExtraSection> {
  const { adventure, series } = await playableAdventure(db, userId, adventureId, now);
  const upTo = chapter ?? (await findProgress(db, userId, adventure.adventure_id))?.current_chapter ?? 1;
  const subscriber = await isSubscriber(db, userId, now);
  const keys = new Set(adventure.chapters.slice(0, upTo).flatMap((c) => c.blocks.flatMap((b) => b.character ?? [])));
  const characters = seriesCharacters(series)
    .filter((c) => keys.has(c.key))
    .map((c) => ({ name: c.name, cover: artUrl(c.art), description: c.description }));
  return {
    characters,
    promo: subscriber ? null : { title: 'Endless Adventures', button_text: 'Subscribe for Endless Adventures!' },
    share: { title: `Share ${series.name}`, link: `/series/${encodeURIComponent(series.series_id)}` },
  };
}
