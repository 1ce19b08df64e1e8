import * as z from 'zod/mini';
import { Id, IsoDate, Url } from '../common';
import { endpoint } from '../endpoint';

/**
 * Announcements the world makes to one player, each shown once as a modal of app-shell §2 (the spec
 * names the modals but not what triggers them; these are the triggers):
 * - achievement: an avatar was earned (share rewards, rank rewards, subscribing).
 * - rank_achievement: the player reached a new Historian rank (only the latest rank is announced).
 * - room_restart_achievement: a free room restart was won (a rank reward).
 * - unlimited_free: a season-pass level gave 24 hours of unlimited keys and choices (perk keys_choices_24h).
 * - sanctum_teaser: the player finished onboarding; the Sanctum introduces itself (and offers the tour).
 * The app opens each through its query flag (QUERY_FLAGS) with the prompt's id as the value.
 */
export const PromptKind = z.enum(['achievement', 'rank_achievement', 'room_restart_achievement', 'unlimited_free', 'sanctum_teaser']);
export type PromptKind = z.infer<typeof PromptKind>;

export const Prompt = z.object({
  prompt_id: Id,
  kind: PromptKind,
  title: z.string(),
  text: z.string(),
  /** What it is about: the avatar earned, the rank's emblem; null when there is nothing to show. */
  image_url: z.nullable(Url),
  /** A short line under the title: the avatar's or rank's name, the duration granted. */
  detail: z.nullable(z.string()),
  created_at: IsoDate,
});
export type Prompt = z.infer<typeof Prompt>;

/** GET /user/prompts/ — the player's unseen prompts, oldest first (at most 20). */
export const PromptList = z.object({ prompts: z.array(Prompt) });
/** POST /user/prompts/:id/seen/ — idempotent; an unknown id is a 404. */
export const PromptSeen = z.object({ prompt_id: Id, seen: z.literal(true) });

const NoBody = z.optional(z.strictObject({}));

export const promptApi = {
  prompts: endpoint({ method: 'GET', path: '/user/prompts/', response: PromptList }),
  promptSeen: endpoint({ method: 'POST', path: '/user/prompts/:id/seen/', body: NoBody, response: PromptSeen }),
} as const;

/**
 * A saga's community challenge (flag community_challenge={sagaId}; the notification
 * community_challenge_completed sets it): every Historian's choices in the saga's Memory count
 * towards one goal; when it is reached, everyone who took part gets the reward and the notification.
 */
export const CommunityChallenge = z.object({
  saga_id: Id,
  saga_name: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: Url,
  goal: z.int().check(z.gte(1)),
  current_value: z.int().check(z.gte(0)),
  value_name: z.string(),
  completed: z.boolean(),
  /** The caller made at least one choice that counted. */
  joined: z.boolean(),
  reward: z.string(),
  /** Where to take part: the Memory's series. */
  series_id: z.nullable(Id),
});
export type CommunityChallenge = z.infer<typeof CommunityChallenge>;

export const challengeApi = {
  communityChallenge: endpoint({ method: 'GET', path: '/sagas/:sagaId/challenge/', response: CommunityChallenge }),
} as const;
