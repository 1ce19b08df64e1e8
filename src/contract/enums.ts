// The enumerations of app-shell §3, verbatim. Values are wire values: never rename without a migration.
import * as z from 'zod/mini';

export const AdventureButtonState = z.enum([
  'reread_adventure',
  'continue_adventure',
  'ready_to_play',
  'coming_later_with_date',
  'coming_later',
]);
export const Moment = z.enum(['decisive_moment', 'critical_moment']);
export const Category = z.enum(['originals', 'custom', 'fanfiction']);
export const Source = z.enum(['chronicle', 'community']);
export const TextBlockKind = z.enum([
  'narrative',
  'dialog',
  'action',
  'cliffhangerMoment',
  'mainCharacter',
  'endingCliffhanger',
]);
export const Mode = z.enum(['structured', 'open']);
export const SeriesEnd = z.enum(['end_of_series', 'next_available', 'coming_soon']);
export const Author = z.enum(['user', 'dungeon_text']);
export const Task = z.enum([
  'install_app',
  'enable_notifications',
  'share_social',
  'link_account',
  'post_comment',
  'review_dungeon',
  'review_adventure',
]);
export const EventType = z.enum([
  'narrativeTextParagraph',
  'skillCheck',
  'combatDefenseCheck',
  'combatAttackCheck',
  'input',
  'gameOver',
  'roomChange',
  'victory',
  'milestone',
  'firstToEnter',
  'timelineCollapseWarning',
  'timelineCollapseDanger',
  'timelineCollapseFinal',
]);
export const MissionStatus = z.enum(['active', 'failed', 'completed', 'will_complete']);
export const MissionType = z.enum([
  'treasure_hunt',
  'rescue',
  'challenge_mode',
  'hardcore_mode',
  'catalogue_the_timeline',
]);
export const NotificationType = z.enum([
  'comment_reply',
  'custom_adventure_comment',
  'followed_creator_new_content',
  'custom_adventure_started',
  'dungeon_reply_discussion',
  'adventure_reply_discussion',
  'level_season_pass',
  'new_adventure_released',
  'custom_adventure_ready',
  'community_challenge_completed',
  'trading_card_received',
  'pending_notifications',
  'playtest_series',
  'playtest_dungeon',
  'chronicle_creations',
  'friend_pack_received',
  'dungeon_unlock_perk',
]);
export const RankRewardType = z.enum(['avatar', 'artifact_power', 'free_resurrection', 'free_room_restart']);
export const PerkKind = z.enum([
  'avatar',
  'resurrection',
  'starting_item',
  'buff_item',
  'roll_bonus',
  'friend_pack',
  'keys_choices_24h',
  'free_adventure_dungeon',
  '+1_refer_a_friend_invite',
]);
export const Progress = z.enum(['Not Started', 'In Progress', 'Completed']);
export const MissionScope = z.enum(['all', 'mission', 'expedition', 'series']);
export const RewardState = z.enum(['unearned', 'earned', 'rewarded']);
export const ProductKind = z.enum([
  'instant_key',
  'crystal_key',
  'instant_choices',
  'endless_choices_24_hrs',
  'full_adventure',
  'restart_room',
  'friend_pack',
  'friend_pack_choices',
  'dungeon',
  'resurrection',
  'season_pass',
  'free_monthly',
  'coupon',
  'free_24h',
]);
