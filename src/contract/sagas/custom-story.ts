/**
 * Custom stories (/story/{storyId}) and quick play: a custom saga is a story whose chapters are turns —
 * the player's free text, then the narrator's blocks. The story id is its saga id.
 */
import * as z from 'zod/mini';
import { Id, IsoDate, LIMITS, MessageResponse, PublicUser, playerText } from '../common';
import { endpoint } from '../endpoint';
import { Moment } from '../enums';
import { StoryBlock } from '../series/series';

export const AdventureMode = z.enum(['solo', 'echo']);

/**
 * Custom stories' limits (in-play §9): the narrator remembers the last 50 chapters ('Assistant memory');
 * without a subscription a story runs 10 chapters and the tenth is its ending (Endless Adventures are the
 * subscribers'; a subscriber goes on past an ending).
 */
export const STORY_LIMITS = { narratorMemory: 50, freeChapters: 10 } as const;

export const StoryChapter = z.object({
  chapter_number: z.int().check(z.gte(1)),
  title: z.string(),
  caption: z.string(),
  blocks: z.array(StoryBlock),
  /** The text the owner sent after this chapter (it opened the next one); null on the last chapter. */
  choice_made: z.nullable(z.string()),
  audio_url: z.nullable(z.string()),
  /**
   * The moment the chapter closes on: a Decisive Moment, a Critical Moment every fifth chapter, null when
   * the chapter is the story's ending (its last block is an endingCliffhanger).
   */
  moment: z.nullable(Moment),
});
export type StoryChapter = z.infer<typeof StoryChapter>;

/** GET /story/{storyId}/ and the answer of every story mutation. */
export const Story = z.object({
  story_id: Id,
  saga_id: Id,
  title: z.string(),
  premise: z.string(),
  owner: PublicUser,
  /** Only the owner may send turns, restart, refresh and use echoes (in-play §6). */
  is_owner: z.boolean(),
  is_public: z.boolean(),
  card_id: z.nullable(Id),
  current_chapter: z.int().check(z.gte(1)),
  chapters: z.array(StoryChapter).check(z.minLength(1)),
  adventure_mode: AdventureMode,
  /**
   * How many chapters the owner's plan lets the story run: STORY_LIMITS.freeChapters, or null (endless) while
   * the owner has unlimited play. A turn past it is refused with 403.
   */
  chapter_limit: z.nullable(z.int().check(z.gte(1))),
  updated_at: IsoDate,
});
export type Story = z.infer<typeof Story>;

/**
 * POST /sagas/custom-saga/ — from quick play; from_saga_id makes it a new version of that saga. saga_id is
 * the new story's id, minted by the app so that a creation queued offline has its page (the loader) at once;
 * the server makes one when it is absent, and answers 409 for an id already taken.
 */
export const CreateCustomSaga = z.object({
  saga_id: z.optional(z.uuid()),
  title: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  premise: playerText(LIMITS.storyChoice),
  from_saga_id: z.nullish(Id),
});
export type CreateCustomSaga = z.input<typeof CreateCustomSaga>;

/** GET /sagas/{id}/custom/ (owner only). */
export const CustomSaga = z.object({
  saga_id: Id,
  title: z.string(),
  premise: z.string(),
  from_saga_id: z.nullable(Id),
  is_public: z.boolean(),
  card_id: Id,
  chapters_count: z.int().check(z.gte(1)),
  created_at: IsoDate,
});
export type CustomSaga = z.infer<typeof CustomSaga>;

/** POST /story/{storyId}/turn/ — the owner's free-text choice (in-play §5: trimmed, 1..1000). */
export const StoryTurn = z.object({ text: playerText(LIMITS.storyChoice) });
const NoBody = z.optional(z.strictObject({}));

export const customStoryApi = {
  createCustomSaga: endpoint({ method: 'POST', path: '/sagas/custom-saga/', body: CreateCustomSaga, response: Story }),
  customSaga: endpoint({ method: 'GET', path: '/sagas/:sagaId/custom/', response: CustomSaga }),
  /**
   * 'Delete Custom Adventure?' (shown on any custom card). By its creator: the saga leaves the creator's
   * lists while players holding its card keep reading it. By anyone else: its card leaves their collection.
   * Either way the answer is 'Adventure deleted successfully!'.
   */
  deleteCustomSaga: endpoint({ method: 'DELETE', path: '/sagas/:sagaId/custom/', body: NoBody, response: MessageResponse }),
  story: endpoint({ method: 'GET', path: '/story/:storyId/', response: Story }),
  storyTurn: endpoint({ method: 'POST', path: '/story/:storyId/turn/', body: StoryTurn, response: Story }),
  /** Back to chapter 1 (the opening is kept). */
  storyRestart: endpoint({ method: 'POST', path: '/story/:storyId/restart/', body: NoBody, response: Story }),
  /** The narrator tells the last chapter again, differently. */
  storyRefresh: endpoint({ method: 'POST', path: '/story/:storyId/refresh/', body: NoBody, response: Story }),
} as const;
