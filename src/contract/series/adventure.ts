/**
 * The Memory calls app-shell §7 lists without shapes (end screen, user progress, loading, extra
 * section, start/restart, reset uses). Field names the spec gives (in-play §3) are verbatim; the rest are ours.
 */
import * as z from 'zod/mini';
import { Id, MessageResponse } from '../common';
import { Progress, SeriesEnd } from '../enums';
import { endpoint } from '../endpoint';
import { Character, SeriesPlayResponse } from './series';

export { CHOSEN_PREFIX } from '../plain-values';

export const ReleaseStatus = z.enum(['ready_to_play', 'coming_later', 'coming_later_with_date']);

/** What comes after this adventure. adventure_id is null while the next one is not released yet. */
export const NextAdventure = z.object({
  image_url: z.string(),
  adventure_id: z.nullable(Id),
  release_status: ReleaseStatus,
  /** coming_later_with_date: an ISO timestamp the app turns into a countdown; otherwise a short text or null. */
  release_text: z.nullable(z.string()),
});

/** An entry of 'users also like': exactly one of dungeon_id and series_id is set. */
export const AlsoLike = z.object({
  dungeon_id: z.nullable(Id),
  series_id: z.nullable(Id),
  image_url: z.string(),
  name: z.string(),
});

/** GET /ac/{id}/end-screen/ — next_adventure is null at the end of a series. */
export const EndScreen = z.object({
  type: SeriesEnd,
  title: z.string(),
  caption: z.string(),
  next_adventure: z.nullable(NextAdventure),
  users_also_like: z.array(AlsoLike),
});
export type EndScreen = z.infer<typeof EndScreen>;

export const AdventureProgress = z.object({
  adventure_id: Id,
  status: z.enum(['not_started', 'in_progress', 'ended']),
  /** 0 before the adventure is started. */
  current_chapter: z.int().check(z.gte(0)),
  chapters_count: z.int().check(z.gte(1)),
});

/** GET /ac/series/{id}/user-progress/ — current_adventure_id is where play would resume. */
export const SeriesUserProgress = z.object({
  series_id: Id,
  progress: Progress,
  current_adventure_id: z.nullable(Id),
  completed_adventures: z.int().check(z.gte(0)),
  total_adventures: z.int().check(z.gte(0)),
  adventures: z.array(AdventureProgress),
});
export type SeriesUserProgress = z.infer<typeof SeriesUserProgress>;

/** GET /ac/{id}/loading/ — helper phrases the loader rotates, and the optional share-code banner (null: no banner). */
export const Loading = z.object({
  phrases: z.array(z.string()).check(z.minLength(1)),
  shareCode: z.nullable(z.string()),
  shareCodeBackgroundImage: z.nullable(z.string()),
  shareCodeSecondsUntilExpire: z.nullable(z.int().check(z.gte(0))),
  shareCodeTitle: z.nullable(z.string()),
});
export type Loading = z.infer<typeof Loading>;

/** GET /ac/{id}/extra-section/?chapter=&is_app= — what the read page shows under a chapter. */
export const AdventureExtraQuery = z.object({
  chapter: z.optional(z.pipe(z.coerce.number(), z.int()).check(z.gte(1))),
  is_app: z.optional(z.enum(['true', 'false'])),
});
export const AdventureExtraSection = z.object({
  /** The characters met up to the chapter (Character details sheet). */
  characters: z.array(Character),
  /** The Endless Adventure promo; null for subscribers. */
  promo: z.nullable(z.object({ title: z.string(), button_text: z.string() })),
  share: z.object({ title: z.string(), link: z.string() }),
});
export type AdventureExtraSection = z.infer<typeof AdventureExtraSection>;

/** POST /ac/{id}/ — restart true clears the player's progress and choices of this adventure (reread). */
export const StartAdventure = z.strictObject({ restart: z._default(z.boolean(), false) });

export const adventureApi = {
  endScreen: endpoint({ method: 'GET', path: '/ac/:id/end-screen/', response: EndScreen }),
  seriesUserProgress: endpoint({ method: 'GET', path: '/ac/series/:seriesId/user-progress/', response: SeriesUserProgress }),
  adventureLoading: endpoint({ method: 'GET', path: '/ac/:id/loading/', response: Loading }),
  adventureExtraSection: endpoint({ method: 'GET', path: '/ac/:id/extra-section/', query: AdventureExtraQuery, response: AdventureExtraSection }),
  adventureStart: endpoint({ method: 'POST', path: '/ac/:id/', body: StartAdventure, response: SeriesPlayResponse }),
  /** The reference server meters nothing, so there is nothing to reset: it acknowledges (idempotently). */
  adventureResetUses: endpoint({ method: 'POST', path: '/ac/:id/reset-uses/', body: z.optional(z.strictObject({})), response: MessageResponse }),
} as const;
