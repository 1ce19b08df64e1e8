import type { User } from '../contract';

type Plan = Pick<User, 'subscription_active' | 'subscription_paid'> | null | undefined;

/**
 * A paying Mythic Historian, whose plan promises an ad-free experience: never offered an ad nor a free-play
 * hours claim. Free unlimited play (a code, a referral, the demo: subscription_paid false) is not the plan, and its
 * player may still subscribe; a server that does not say (the spec's User has no subscription_paid) means the plan.
 */
export const isMythic = (user: Plan): boolean => user?.subscription_active === true && user.subscription_paid !== false;
