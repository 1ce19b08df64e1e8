/** The profile area's wording and rules, free of React so node tests run them. */
import { GRANTS, PLANS, planPriceText } from '../../contract/terms';
import type { SeasonPass, Subscription, User } from '../../contract';

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const dateOf = (iso: string | null | undefined): string | null => (iso ? DATE.format(new Date(iso)) : null);

export interface SubscriptionSummary {
  title: string;
  detail: string;
  /** Offer to subscribe: anyone without the paid plan. */
  canSubscribe: boolean;
}

/** The player's plan: the paid Mythic plan, a free-play perk running (a code, a referral), or neither. */
export function subscriptionSummary(me: Pick<User, 'subscription_active' | 'subscription_paid' | 'subscription_until'>): SubscriptionSummary {
  const until = dateOf(me.subscription_until);
  if (me.subscription_active && me.subscription_paid) {
    return { title: 'Mythic Historian', detail: until ? `Your Mythic subscription is active until ${until}.` : 'Your Mythic subscription is active.', canSubscribe: false };
  }
  if (me.subscription_active) {
    return { title: 'Unlimited play', detail: until ? `Free unlimited play until ${until}.` : 'Free unlimited play is active.', canSubscribe: true };
  }
  return { title: 'Free Historian', detail: 'Subscribe for unlimited play of every Timeline and Memory.', canSubscribe: true };
}

export interface PlanView {
  /** 'Mythic' */
  name: string;
  /** '$9.99 every 30 days', from terms.ts */
  price: string;
  ending: boolean;
  /** 'Renews on' or 'Ends on' */
  dateLabel: string;
  date: string;
  /** Who takes the money. */
  provider: string;
}

/** The paid plan as its owner reads it (User.subscription). */
export function planView(s: Subscription): PlanView {
  const ending = s.status === 'ending';
  return {
    name: PLANS[s.plan].name,
    price: planPriceText(s.plan),
    ending,
    dateLabel: ending ? 'Ends on' : 'Renews on',
    date: DATE.format(new Date(s.period_end)),
    provider: s.provider === 'test' ? 'Test checkout (no card is charged)' : 'Our payment provider',
  };
}

const PROVIDERS: Record<string, string> = { email: 'Email', google: 'Google' };
export const providerName = (p: string): string => PROVIDERS[p] ?? p.charAt(0).toUpperCase() + p.slice(1);

/** A player with no linked account plays as a guest: linking keeps their progress and lets them subscribe. */
export const isLinked = (me: Pick<User, 'linked_accounts'>): boolean => me.linked_accounts.length > 0;

type Perk = SeasonPass['levels'][number]['perk'];
const PERKS: Record<Perk, string> = {
  avatar: 'A season avatar',
  resurrection: 'Free resurrection',
  starting_item: 'A starting item',
  buff_item: 'A buff item',
  roll_bonus: 'A roll bonus',
  friend_pack: 'A friend pack',
  keys_choices_24h: `${GRANTS.seasonKeysChoices.text} of unlimited keys and choices`,
  free_adventure_dungeon: 'A free adventure or Timeline',
  '+1_refer_a_friend_invite': '+1 Refer a Friend invite',
};

/** A level's reward as a player reads it: '2 × Free resurrection'; amount -1 means unlimited. */
export function perkText(perk: Perk, amount: number): string {
  const name = PERKS[perk];
  if (amount === -1) return `Unlimited: ${name}`;
  return amount > 1 ? `${amount} × ${name}` : name;
}

/** How far along the track: the share of levels reached, for the progress bar. */
export const passProgress = (pass: Pick<SeasonPass, 'level' | 'max_level'>): number =>
  pass.max_level <= 1 ? 1 : Math.min(1, Math.max(0, (pass.level - 1) / (pass.max_level - 1)));
