/**
 * The demo account seeded on first start (log in as demo@chronicle.local through the dev mailbox),
 * with a friend in its group and one notification of every type, each routing somewhere real.
 */
import type { z } from 'zod';
import type { NotificationExtra, NotificationType } from '../../../src/contract';
import { glassblowersOath } from '../memories/glassblowers-oath';
import { DUNGEONS } from '../dungeons';

export const DEMO = { email: 'demo@chronicle.local', username: 'Demo Historian' };
export const DEMO_FRIEND = { email: 'wren@chronicle.local', username: 'Wren the Wanderer' };
export const DEMO_RANK_POINTS = 300;
export const DEMO_AVATARS = ['archivist', 'share-facebook', 'night-owl'];
export const DEMO_SELECTED_AVATAR = 'archivist';
export const DEMO_CODE = 'CHRONICLE24';
export const DEMO_FOLLOWS = ['lantern-guild'];

const saga_id = glassblowersOath.saga_id;
const series_id = glassblowersOath.series_id;
const adventure_id = glassblowersOath.adventures[0]!.adventure_id;
const dungeon_id = DUNGEONS[0]!.dungeon_id;

/** The demo's own custom story (a custom_adventure_started tap opens it) and the gold card it was handed. */
export const DEMO_STORY = {
  saga_id: 'demo-lamplighters-wager',
  title: "The Lamplighter's Wager",
  premise: 'A lamplighter bets a stranger that no street in the old quarter stays dark past midnight.',
  blocks: [
    {
      blockType: 'narrative' as const,
      blockText: 'The old quarter smelled of rain and lamp oil. Every lantern on Tallow Street burned, all but one.',
      character: null,
      characterImageURL: null,
    },
    {
      blockType: 'dialog' as const,
      blockText: '“Midnight comes in a quarter hour,” said the stranger. “Your wager is nearly lost.”',
      character: null,
      characterImageURL: null,
    },
  ],
};
export const DEMO_CARD = `card-${series_id}-gold`;

type Seed = { type: z.infer<typeof NotificationType>; text: string; extra: NotificationExtra };

export const DEMO_NOTIFICATIONS: Seed[] = [
  { type: 'comment_reply', text: 'Wren the Wanderer replied to your comment', extra: { saga_id } },
  { type: 'custom_adventure_comment', text: 'Someone commented on your custom adventure', extra: { saga_id } },
  { type: 'followed_creator_new_content', text: 'The Lantern Guild published something new', extra: { creator_name: 'lantern-guild' } },
  { type: 'custom_adventure_started', text: 'A friend started your custom adventure', extra: { story_id: DEMO_STORY.saga_id } },
  { type: 'dungeon_reply_discussion', text: 'New reply in a Timeline discussion', extra: { dungeon_id } },
  { type: 'adventure_reply_discussion', text: 'New reply in an adventure discussion', extra: { series_id, adventure_id, chapter: 1 } },
  { type: 'level_season_pass', text: 'You reached season pass level 2', extra: {} },
  { type: 'new_adventure_released', text: "A new chapter of The Glassblower's Oath is out", extra: { saga_id } },
  { type: 'custom_adventure_ready', text: 'Your custom adventure is ready', extra: { saga_id } },
  { type: 'community_challenge_completed', text: 'The community challenge is complete', extra: { saga_id } },
  { type: 'trading_card_received', text: `You received the gold card “${glassblowersOath.name}”`, extra: { card_id: DEMO_CARD, type: 'gold' } },
  { type: 'pending_notifications', text: 'You have unread notifications', extra: {} },
  { type: 'playtest_series', text: 'A series is ready for your playtest', extra: { series_id } },
  { type: 'playtest_dungeon', text: 'A Timeline is ready for your playtest', extra: { dungeon_id } },
  { type: 'chronicle_creations', text: 'New community creations arrived in the Sanctum', extra: {} },
  { type: 'friend_pack_received', text: 'Wren the Wanderer sent you a friend pack', extra: {} },
  { type: 'dungeon_unlock_perk', text: 'A Timeline perk was unlocked for you', extra: { dungeon_id } },
];
