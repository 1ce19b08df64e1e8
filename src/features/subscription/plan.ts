import { formatPrice, PRICE_CENTS } from '../../contract/terms';
import { isMythic } from '../../lib/mythic';

/** The Mythic plan (app-shell §1, in-play §1, §4): what the subscription prompt promises. */
export const SUBSCRIBE_TEXT = `Subscribe Now - ${formatPrice(PRICE_CENTS.subscription)}/month`;

export const MYTHIC_BENEFITS = [
  'Unlimited play of every Timeline and Memory',
  'Create your own adventures',
  'The best and fastest story generation',
  'Faster Historian Rank points',
  'Priority support',
  'An ad-free experience',
] as const;

/**
 * The subscribe button shows unless the player already pays for the plan (in-play §4's subscription_active,
 * read as the paid plan: free unlimited play from a code, a referral or the demo ends, and its player may subscribe).
 */
export const showSubscribe = (user: Parameters<typeof isMythic>[0]) => !isMythic(user);

/** Ads and free-play hours are offered to everyone but a paying Mythic Historian (app-shell §1: an ad-free experience). */
export const offerFreePlay = (user: Parameters<typeof isMythic>[0]) => !isMythic(user);
