/** Where a tap on a notification leads (app-shell §2 Notification taps), by type and extra_data. */
import type { NotificationItem } from '../../contract';
import { paths } from '../../lib/paths';

/** A page to go to, or query flags that open a modal over the page the player is on. */
export type NotificationTarget = { kind: 'path'; to: string } | { kind: 'flags'; flags: Record<string, string> };

const to = (path: string): NotificationTarget => ({ kind: 'path', to: path });

/**
 * null: the notification leads nowhere — its type routes nowhere (friend_pack_received, dungeon_unlock_perk,
 * a type this app does not know) or it lacks what its route needs.
 */
export function notificationTarget({ type, extra_data: x }: Pick<NotificationItem, 'type' | 'extra_data'>): NotificationTarget | null {
  switch (type) {
    case 'comment_reply':
    case 'custom_adventure_comment':
      return x.saga_id ? to(paths.sagaComments(x.saga_id)) : null;
    case 'followed_creator_new_content':
      return x.creator_name ? to(paths.following(x.creator_name)) : null;
    case 'custom_adventure_started':
      return x.story_id ? to(paths.story(x.story_id)) : null;
    case 'dungeon_reply_discussion':
      return x.dungeon_id ? to(paths.dungeonComments(x.dungeon_id)) : null;
    case 'adventure_reply_discussion':
      return x.series_id && x.adventure_id && x.chapter ? to(paths.chapterComments(x.series_id, x.adventure_id, x.chapter)) : null;
    case 'level_season_pass':
      return to(paths.seasonPass());
    case 'new_adventure_released':
    case 'custom_adventure_ready':
      return x.saga_id ? to(paths.saga(x.saga_id)) : null;
    case 'community_challenge_completed':
      return x.saga_id ? { kind: 'flags', flags: { community_challenge: x.saga_id } } : null;
    case 'trading_card_received':
      return x.card_id ? to(paths.tradingCards({ cardId: x.card_id, tab: cardTab(x.type) })) : null;
    case 'pending_notifications':
      return to(paths.notifications());
    case 'playtest_series':
      return x.series_id ? to(paths.sanctumAt({ seriesId: x.series_id })) : null;
    case 'playtest_dungeon':
      return x.dungeon_id ? to(paths.sanctumAt({ dungeonId: x.dungeon_id })) : null;
    case 'chronicle_creations':
      return to(paths.sanctum());
    default:
      return null;
  }
}

/** Silver and gold cards live under originals; a custom card under custom; unknown: the server decides. */
function cardTab(cardType: string | undefined): 'originals' | 'custom' | undefined {
  if (cardType === 'silver' || cardType === 'gold') return 'originals';
  return cardType === 'custom' ? 'custom' : undefined;
}
