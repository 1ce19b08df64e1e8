import * as z from 'zod/mini';
import { Id, LIMITS, Rating } from './common';
import { endpoint } from './endpoint';
import { Subscription } from './account/subscription';

/** GET /user/ (app-shell §3 User, plus the in-play fields subscription_active and artifact_power). */
export const User = z.object({
  user_id: Id,
  username: z.nullable(z.string()),
  email: z.string(),
  linked_accounts: z.array(z.string()),
  blocked_users: z.array(z.object({ user_id: Id, username: z.optional(z.string()), avatar: z.optional(z.nullable(z.string())) })),
  /** 1: new, must see onboarding with state=1; 2: onboarded; anything else: onboarding. */
  onboarding_state: z.int(),
  beta_access: z.boolean(),
  avatar: z.nullable(z.object({ image_url: z.string() })),
  pending_notifications: z.int().check(z.gte(0)),
  referral_code: z.string(),
  referral_remaining: z.int(),
  subscription_active: z.boolean(),
  artifact_power: z.int(),
  is_temp_user: z.boolean(),
  /** When unlimited play ends (a subscription or a free-play perk); null without one. */
  subscription_until: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  /** true only for a paid subscription (the Mythic plan), false for free-play perks. */
  subscription_paid: z.optional(z.boolean()),
  season_level: z.optional(z.int().check(z.gte(1))),
  rank_title: z.optional(z.string()),
  /** Subscribe-modal option panels the player asked not to see again (in-play §4). */
  dont_ask_again: z.optional(z.array(z.string())),
  /** The paid plan and where it stands (account/subscription.ts); null or absent without one. */
  subscription: z.optional(z.nullable(Subscription)),
});
export type User = z.infer<typeof User>;

/** PUT /user/ — the user-form payload (app-shell §3) plus onboarding progress. Birth date is never sent. */
export const UserUpdate = z.partial(z.object({
    username: z.string().check(z.trim(), z.minLength(1, 'Username is required'), z.maxLength(LIMITS.username, `At most ${LIMITS.username} characters`), z.regex(/^[\p{L}\p{N}_. -]+$/u, 'Use letters, numbers, spaces, dots, dashes or underscores')),
    referral_source: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    onboarding_state: z.int().check(z.gte(0), z.lte(2)),
  }));
export type UserUpdate = z.infer<typeof UserUpdate>;

export const RatingTarget = z.enum(['saga', 'series', 'adventure', 'dungeon']);
/** POST /user/rating/ — one rating per player and target; rating again replaces it. */
export const RatingRequest = z.object({
  target_type: RatingTarget,
  target_id: Id,
  rating: Rating,
  comment: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.comment))),
});
export type RatingRequest = z.infer<typeof RatingRequest>;
export const RatingResponse = z.object({
  target_type: RatingTarget,
  target_id: Id,
  rating: Rating,
  average: z.number(),
  count: z.int(),
});
export type RatingResponse = z.infer<typeof RatingResponse>;

export const userApi = {
  getUser: endpoint({ method: 'GET', path: '/user/', response: User }),
  updateUser: endpoint({ method: 'PUT', path: '/user/', body: UserUpdate, response: User }),
  rate: endpoint({ method: 'POST', path: '/user/rating/', body: RatingRequest, response: RatingResponse }),
} as const;
