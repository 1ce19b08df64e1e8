/**
 * The season pass: one season of 20 levels. A player starts at level 1; play and referrals add levels:
 * one level per SEASON_POINTS_PER_LEVEL rank points earned, so the whole world fills the pass.
 */
import type { z } from 'zod';
import type { PerkKind } from '../../../src/contract';

export interface SeasonLevelSeed {
  level: number;
  title: string;
  perk: z.infer<typeof PerkKind>;
  amount: number;
}

export const SEASON = { name: 'Season of Embers', ends_at: '2026-12-31T23:59:59.000Z' };

const cycle: Omit<SeasonLevelSeed, 'level'>[] = [
  { title: 'A spare breath', perk: 'resurrection', amount: 1 },
  { title: 'Pack for the road', perk: 'starting_item', amount: 1 },
  { title: 'Steady hands', perk: 'roll_bonus', amount: 1 },
  { title: 'A day of open doors', perk: 'keys_choices_24h', amount: 1 },
  { title: 'Share the fire', perk: 'friend_pack', amount: 1 },
  { title: 'Tonic of courage', perk: 'buff_item', amount: 1 },
  { title: 'One more recruit', perk: '+1_refer_a_friend_invite', amount: 1 },
  { title: 'A Timeline on the house', perk: 'free_adventure_dungeon', amount: 1 },
];

export const SEASON_LEVELS: SeasonLevelSeed[] = Array.from({ length: 20 }, (_, i) =>
  i === 19 ? { level: 20, title: 'Ember-crowned', perk: 'avatar', amount: 1 } : { level: i + 1, ...cycle[i % cycle.length]! },
);

export const MAX_SEASON_LEVEL = SEASON_LEVELS.length;

/** Levels a referrer gains when a friend makes their first choice (app-shell §9). */
export const REFERRAL_LEVELS = { per_friend: 1, limited_offer: 2 };
/** The whole world, shared (~6,250 rank points, scripts/balance.ts), fills the 19 steps of the pass: level 20 comes with its last Timeline. */
export const SEASON_POINTS_PER_LEVEL = 315;
