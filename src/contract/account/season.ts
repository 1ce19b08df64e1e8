import * as z from 'zod/mini';
import { IsoDate, MessageResponse } from '../common';
import { endpoint } from '../endpoint';
import { PerkKind } from '../enums';

export const SeasonLevel = z.object({
  level: z.int().check(z.gte(1)),
  title: z.string(),
  perk: PerkKind,
  amount: z.int(),
  /** The player's level is at least this one. */
  unlocked: z.boolean(),
});

const Count = z.int().check(z.gte(0));

/**
 * What referrals add to the pass (app-shell §9): a friend who enters the player's code and makes a first
 * choice earns the player +1 level, +2 under the limited offer.
 */
export const SeasonReferrals = z.object({
  /** Friends who entered the player's referral code. */
  friends_joined: Count,
  /** Of them, those who made their first choice (each credited the player). */
  friends_played: Count,
  /** Levels the player gained from referrals so far (never past the top level). */
  levels_earned: Count,
  levels_per_friend: z.int().check(z.gte(1)),
  limited_offer_levels: z.int().check(z.gte(1)),
});
export type SeasonReferrals = z.infer<typeof SeasonReferrals>;

/** GET /season-pass/ — the season's level track, where the player stands on it, and what referrals added. */
export const SeasonPass = z.object({
  season_name: z.string(),
  ends_at: IsoDate,
  level: z.int().check(z.gte(1)),
  max_level: z.int().check(z.gte(1)),
  levels: z.array(SeasonLevel),
  referrals: SeasonReferrals,
});
export type SeasonPass = z.infer<typeof SeasonPass>;

/**
 * GET /referrals/limited-offer/ — app-shell §9: the friend gets 48 h of unlimited keys and choices, the
 * referrer +2 levels per friend (at most 5 friends); the offer runs 13 h 59 min from sign-up.
 */
export const LimitedOffer = z.object({
  active: z.boolean(),
  seconds_remaining: z.int().check(z.gte(0)),
  friend_hours: z.int(),
  referrer_levels: z.int(),
  /** How many more friends can still earn the referrer levels under the offer. */
  remaining: z.int().check(z.gte(0)),
});
export type LimitedOffer = z.infer<typeof LimitedOffer>;

export const seasonApi = {
  seasonPass: endpoint({ method: 'GET', path: '/season-pass/', response: SeasonPass }),
  limitedOffer: endpoint({ method: 'GET', path: '/referrals/limited-offer/', response: LimitedOffer }),
  /** The referred friend names the referrer's code once: 404 unknown, 400 own code or already referred. */
  useReferralCode: endpoint({
    method: 'PUT',
    path: '/auth/referral-code/:code/',
    body: z.optional(z.strictObject({})),
    response: MessageResponse,
  }),
} as const;
