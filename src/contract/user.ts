import { z } from 'zod';
import { Id, LIMITS, Rating } from './common';
import { endpoint } from './endpoint';

/** GET /user/ (app-shell §3 User, plus the in-play fields subscription_active and artifact_power). */
export const User = z.object({
  user_id: Id,
  username: z.string().nullable(),
  email: z.string(),
  linked_accounts: z.array(z.string()),
  blocked_users: z.array(z.object({ user_id: Id, username: z.string().optional(), avatar: z.string().nullable().optional() })),
  /** 1: new, must see onboarding with state=1; 2: onboarded; anything else: onboarding. */
  onboarding_state: z.number().int(),
  beta_access: z.boolean(),
  avatar: z.object({ image_url: z.string() }).nullable(),
  pending_notifications: z.number().int().min(0),
  referral_code: z.string(),
  referral_remaining: z.number().int(),
  subscription_active: z.boolean(),
  artifact_power: z.number().int(),
  is_temp_user: z.boolean(),
  /** When unlimited play ends (a subscription or a free-play perk); null without one. */
  subscription_until: z.string().datetime({ offset: true }).nullable().optional(),
  /** true only for a paid subscription (the Mythic plan), false for free-play perks. */
  subscription_paid: z.boolean().optional(),
  season_level: z.number().int().min(1).optional(),
  rank_title: z.string().optional(),
  /** Subscribe-modal option panels the player asked not to see again (in-play §4). */
  dont_ask_again: z.array(z.string()).optional(),
});
export type User = z.infer<typeof User>;

/** PUT /user/ — the user-form payload (app-shell §3) plus onboarding progress. Birth date is never sent. */
export const UserUpdate = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, 'Username is required')
      .max(LIMITS.username, `At most ${LIMITS.username} characters`)
      .regex(/^[\p{L}\p{N}_. -]+$/u, 'Use letters, numbers, spaces, dots, dashes or underscores'),
    referral_source: z.string().trim().min(1).max(100),
    onboarding_state: z.number().int().min(0).max(2),
  })
  .partial();
export type UserUpdate = z.infer<typeof UserUpdate>;

export const RatingTarget = z.enum(['saga', 'series', 'adventure', 'dungeon']);
/** POST /user/rating/ — one rating per player and target; rating again replaces it. */
export const RatingRequest = z.object({
  target_type: RatingTarget,
  target_id: Id,
  rating: Rating,
  comment: z.string().trim().max(LIMITS.comment).optional(),
});
export type RatingRequest = z.infer<typeof RatingRequest>;
export const RatingResponse = z.object({
  target_type: RatingTarget,
  target_id: Id,
  rating: Rating,
  average: z.number(),
  count: z.number().int(),
});
export type RatingResponse = z.infer<typeof RatingResponse>;

export const userApi = {
  getUser: endpoint({ method: 'GET', path: '/user/', response: User }),
  updateUser: endpoint({ method: 'PUT', path: '/user/', body: UserUpdate, response: User }),
  rate: endpoint({ method: 'POST', path: '/user/rating/', body: RatingRequest, response: RatingResponse }),
} as const;
