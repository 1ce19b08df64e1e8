import { formatPrice, PRICE_CENTS } from '../../contract/terms';

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

/** The subscribe button shows unless the player already subscribes (in-play §4). */
export const showSubscribe = (user: { subscription_active: boolean } | null | undefined) => !user?.subscription_active;
