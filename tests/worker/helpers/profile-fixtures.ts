/** The player's own corner as the server answers it: notifications, group members, trading cards, the pass. */
import type { FriendCandidate, NotificationItem, PriorityAlert, SeasonPass, TradingCard } from '../../../src/contract';

export const notification = (id: string, over: Partial<NotificationItem> = {}): NotificationItem => ({
  notification_id: id,
  type: 'level_season_pass',
  text: `Notification ${id} - tap to view it`,
  extra_data: {},
  read: false,
  created_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

export const friend = (id: string, over: Partial<FriendCandidate> = {}): FriendCandidate => ({
  user_id: id,
  username: `Friend ${id}`,
  email: null,
  avatar: `/art/${id}.svg`,
  rank_title: 'Apprentice',
  ...over,
});

export const card = (id: string, over: Partial<TradingCard> = {}): TradingCard => ({
  card_id: id,
  saga_id: `saga-${id}`,
  name: `Card ${id}`,
  cover: `/art/${id}.svg`,
  type: 'silver',
  is_fanfiction: false,
  is_custom: false,
  is_public: true,
  created_by: null,
  created_by_username: null,
  count: 0,
  status: 'locked',
  award_text: 'Finish it',
  ...over,
});

/** A custom card made by the fixtures' user (u1). */
export const ownCard = (id: string, over: Partial<TradingCard> = {}): TradingCard =>
  card(id, { type: 'custom', is_custom: true, is_public: false, created_by: 'u1', created_by_username: 'Wren', count: null, status: 'unlocked', ...over });

export const seasonPass = (over: Partial<SeasonPass> = {}): SeasonPass => ({
  season_name: 'Season of Embers',
  ends_at: '2026-12-31T23:59:59.000Z',
  level: 2,
  max_level: 3,
  levels: [1, 2, 3].map((level) => ({ level, title: `Level ${level}`, perk: 'resurrection', amount: 1, unlocked: level <= 2 })),
  referrals: { friends_joined: 1, friends_played: 1, levels_earned: 1, levels_per_friend: 1, limited_offer_levels: 2 },
  ...over,
});

export const priorityAlert = (over: Partial<PriorityAlert> = {}): PriorityAlert => ({
  alert_id: 'fire',
  name: 'Priority Alert: Fire',
  instruction_text: 'Put it out.',
  instruction_text2: 'Together.',
  current_value: 12,
  goal: 500,
  value_name: 'choices made',
  variant: 'default',
  images: ['/art/a.svg', '/art/b.svg', '/art/c.svg'],
  ends_at: '2026-12-31T23:59:59.000Z',
  leaderboard: [{ rank: 1, user_id: 'u2', avatar_url: '/art/ash.svg', username: 'Ash', amount: 7 }],
  ...over,
});
