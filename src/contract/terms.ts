/**
 * What the game charges and grants: the one definition the server charges and grants by and every text a
 * player reads is written from (in-play §9, app-shell §9). tests/server/account/terms.test.ts compares them.
 */

export interface Grant {
  hours: number;
  /** How a player reads it: '7 days', '24 hours'. */
  text: string;
}

const unit = (n: number, name: string): string => `${n} ${name}${n === 1 ? '' : 's'}`;
/** A grant counted in hours ('48 hours'), as a free-play code of any length is. */
export const hours = (n: number): Grant => ({ hours: n, text: unit(n, 'hour') });
const days = (n: number): Grant => ({ hours: n * 24, text: unit(n, 'day') });

export const GRANTS = {
  /** A friend who enters a referral code (or the loader's share code, which is the same code). */
  referralFriend: days(7),
  /** On top of it, while the referrer's limited offer runs: unlimited keys and choices. */
  limitedOfferFriend: hours(48),
  /** A free-play code of the default kind. */
  freePlayCode: hours(24),
  /** Each free-play option of the subscribe/continue modal done once (link, comment, rate, install ...). */
  freePlayBonus: hours(24),
  /** A season-pass level with the keys_choices_24h perk. */
  seasonKeysChoices: hours(24),
  /** A rewarded ad watched to the end. */
  ad: hours(1),
  /** A paid Mythic month. */
  subscriptionMonth: days(30),
} as const satisfies Record<string, Grant>;

export const PRICE_CENTS = {
  subscription: 999,
  /** 'Try again' after a game over. */
  resurrection: 199,
  restart_room: 99,
} as const;

/** The paid plans a player may hold (User.subscription.plan): what they are called, cost and last per period. */
export const PLANS = {
  mythic: { name: 'Mythic', price_cents: PRICE_CENTS.subscription, period: GRANTS.subscriptionMonth },
} as const satisfies Record<string, { name: string; price_cents: number; period: Grant }>;

/** '$9.99 every 30 days', as the plan is billed. */
export const planPriceText = (plan: keyof typeof PLANS): string => `${formatPrice(PLANS[plan].price_cents)} every ${PLANS[plan].period.text}`;

/** '$9.99' */
export const formatPrice = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** The same text capitalised for a button or a banner: '24 Hours'. */
export const titleCase = (text: string): string => text.replace(/\b\w/g, (c) => c.toUpperCase());

/** What redeeming a free-play code of these hours answers (app-shell §4's default: '24 Hours of Subscriber ...'). */
export const freePlayCodeMessage = (h: number = GRANTS.freePlayCode.hours): string => `${titleCase(hours(h).text)} of Subscriber unlimited play activated!`;
