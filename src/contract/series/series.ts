import * as z from 'zod/mini';
import { Id, LIMITS, playerText } from '../common';
import { AdventureButtonState, Moment, Progress, SeriesEnd, TextBlockKind } from '../enums';
import { endpoint } from '../endpoint';

export const Character = z.object({ name: z.string(), cover: z.string(), description: z.string() });
export type Character = z.infer<typeof Character>;

/** A story block (in-play §3): kept word for word; blockType 'dialog' carries a character. */
export const StoryBlock = z.object({
  blockType: TextBlockKind,
  blockText: z.string(),
  character: z.nullable(Character),
  characterImageURL: z.nullable(z.string()),
});
export type StoryBlock = z.infer<typeof StoryBlock>;

/** A choice other players made at this moment, offered instead of typing one. */
export const OfferedChoice = z.object({ users_own_choice: z.string(), avatar_url: z.nullable(z.string()) });
export type OfferedChoice = z.infer<typeof OfferedChoice>;

export const ChapterMoment = z.object({
  type: Moment,
  prompt: z.string(),
  /**
   * Up to 6 (the choice cards' colours, in-play §9): the latest choices other players made here, then the
   * authored suggestion (avatar_url null) of every branch none of them took: every way the moment can go
   * is offered.
   */
  offered_choices: z.array(OfferedChoice),
});

/** One chapter of an adventure as the player has reached it. */
export const Chapter = z.object({
  chapter_number: z.int().check(z.gte(1)),
  caption: z.string(),
  title: z.string(),
  blocks: z.array(StoryBlock),
  /** The decisive or critical moment closing this chapter; null on an ending chapter. */
  moment: z.nullable(ChapterMoment),
  /** The player's choice at this chapter's moment, once made. */
  choice_made: z.nullable(z.string()),
  audio_url: z.nullable(z.string()),
  /** 0 until chapter comments exist (saga comments are counted in SeriesDetails.discussion_count). */
  comment_count: z.int().check(z.gte(0)),
});
export type Chapter = z.infer<typeof Chapter>;

export const AdventureSummary = z.object({
  adventure_id: Id,
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  chapters_count: z.int(),
  button_state: AdventureButtonState,
  release_text: z.nullable(z.string()),
});
export type AdventureSummary = z.infer<typeof AdventureSummary>;

/** GET /ac/series/{id}/details/ */
export const SeriesDetails = z.object({
  series_id: Id,
  saga_id: Id,
  name: z.string(),
  image_url: z.string(),
  description: z.string(),
  is_premium: z.boolean(),
  created_by: z.string(),
  creator_page_name: z.string(),
  creator_avatar: z.nullable(z.string()),
  can_access: z.boolean(),
  progress: Progress,
  discussion_count: z.int().check(z.gte(0)),
  adventures: z.array(AdventureSummary),
});
export type SeriesDetails = z.infer<typeof SeriesDetails>;

/** POST /ac/series/{id}/play/ */
export const SeriesPlayResponse = z.object({
  adventure_id: Id,
  current_chapter: z.int().check(z.gte(1)),
  audio_url: z.nullable(z.string()),
});
export type SeriesPlayResponse = z.infer<typeof SeriesPlayResponse>;

/**
 * GET /ac/{id}/ — the adventure with every chapter the player has reached. Before any play it shows
 * chapter 1 (a preview; a GET writes nothing). current_chapter is the last chapter reached.
 */
export const Adventure = z.object({
  adventure_id: Id,
  series_id: Id,
  saga_id: Id,
  name: z.string(),
  current_chapter: z.int().check(z.gte(1)),
  total_chapters: z.int().check(z.gte(1)),
  chapters: z.array(Chapter),
  status: z.enum(['in_progress', 'ended']),
  /** Set once status is 'ended'; null before. */
  series_end: z.nullable(SeriesEnd),
});
export type Adventure = z.infer<typeof Adventure>;

/**
 * PUT /ac/{id}/continue/ — the player's typed (or offered) choice at the moment ending `chapter`.
 * `chapter` must be the current chapter and end with a moment, else 409. A choice on an adventure not
 * yet started starts it (a queued offline choice must not depend on the play call's queue).
 */
export const ContinueRequest = z.object({
  chapter: z.int().check(z.gte(1)),
  choice: playerText(LIMITS.choice),
});
export type ContinueRequest = z.input<typeof ContinueRequest>;

/**
 * PUT /ac/{id}/continue/ refuses, 422 {message}, a choice that means none of the moment's branches, or
 * two of them equally: never a silent default. The message names the branches, whose authored labels the
 * moment always offers (ChapterMoment.offered_choices), so the player discards the choice and taps one
 * or says it again in their own words.
 */
export function choiceRefusal(labels: string[], tie: boolean): string {
  const quoted = labels.map((l) => `“${l}”`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
  return tie
    ? `Your choice could mean ${list}. Discard it, then tap the one you mean or say it more plainly.`
    : `This moment cannot go that way. It can go: ${list}. Discard your choice, then tap one of them or say it in your own words.`;
}

/** A POST with no body: accepts nothing or an empty object. */
export const NoBody = z.optional(z.strictObject({}));

export const seriesApi = {
  seriesDetails: endpoint({ method: 'GET', path: '/ac/series/:seriesId/details/', response: SeriesDetails }),
  seriesPlay: endpoint({ method: 'POST', path: '/ac/series/:seriesId/play/', body: NoBody, response: SeriesPlayResponse }),
  adventure: endpoint({ method: 'GET', path: '/ac/:id/', response: Adventure }),
  adventureContinue: endpoint({ method: 'PUT', path: '/ac/:id/continue/', body: ContinueRequest, response: Adventure }),
} as const;
