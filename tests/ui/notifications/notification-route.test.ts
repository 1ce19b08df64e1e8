import { describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src/contract';
import { notificationTarget } from '../../../src/features/notifications/notification-route';

/** Every field a tap may need, so each type shows where it leads when nothing is missing. */
const FULL = {
  saga_id: 'saga-1',
  creator_name: 'lantern-guild',
  story_id: 'story-1',
  dungeon_id: 'd1',
  series_id: 's1',
  adventure_id: 'a1',
  chapter: 3,
  card_id: 'card-1',
  type: 'gold',
};
const target = (type: string, extra_data: object = FULL) => notificationTarget({ type, extra_data });

describe('where a notification tap leads (app-shell §2)', () => {
  it('routes every type as the spec says', () => {
    const expected: Record<string, ReturnType<typeof notificationTarget>> = {
      comment_reply: { kind: 'path', to: '/sagas/saga-1/comments' },
      custom_adventure_comment: { kind: 'path', to: '/sagas/saga-1/comments' },
      followed_creator_new_content: { kind: 'path', to: '/following/lantern-guild' },
      custom_adventure_started: { kind: 'path', to: '/story/story-1' },
      dungeon_reply_discussion: { kind: 'path', to: '/dungeons/d1/comments' },
      adventure_reply_discussion: { kind: 'path', to: '/series/s1/adventure/a1/read/chapter/3/comments' },
      level_season_pass: { kind: 'path', to: '/profile/levels' },
      new_adventure_released: { kind: 'path', to: '/sagas/saga-1' },
      custom_adventure_ready: { kind: 'path', to: '/sagas/saga-1' },
      community_challenge_completed: { kind: 'flags', flags: { community_challenge: 'saga-1' } },
      trading_card_received: { kind: 'path', to: '/trading-cards?tab=originals&cardId=card-1' },
      pending_notifications: { kind: 'path', to: '/profile/notifications' },
      playtest_series: { kind: 'path', to: '/sanctum?seriesId=s1' },
      playtest_dungeon: { kind: 'path', to: '/sanctum?dungeonId=d1' },
      chronicle_creations: { kind: 'path', to: '/sanctum' },
      friend_pack_received: null,
      dungeon_unlock_perk: null,
    };
    // The table covers the contract's enum exactly: a new type must be given its route here.
    expect(Object.keys(expected).sort()).toEqual([...NotificationType.options].sort());
    for (const type of NotificationType.options) expect([type, target(type)]).toEqual([type, expected[type]]);
  });

  it('a card opens under originals when silver or gold, under custom when custom', () => {
    expect(target('trading_card_received', { card_id: 'c', type: 'silver' })).toEqual({ kind: 'path', to: '/trading-cards?tab=originals&cardId=c' });
    expect(target('trading_card_received', { card_id: 'c', type: 'custom' })).toEqual({ kind: 'path', to: '/trading-cards?tab=custom&cardId=c' });
    expect(target('trading_card_received', { card_id: 'c' })).toEqual({ kind: 'path', to: '/trading-cards?cardId=c' });
  });

  it('an unknown type, or one missing what its route needs, leads nowhere', () => {
    expect(target('guild_invitation')).toBeNull();
    expect(target('comment_reply', {})).toBeNull();
    expect(target('adventure_reply_discussion', { series_id: 's1', adventure_id: 'a1' })).toBeNull();
    expect(target('trading_card_received', { type: 'gold' })).toBeNull();
  });

  it('ids are encoded into the path', () => {
    expect(target('custom_adventure_started', { story_id: 'a/b c' })).toEqual({ kind: 'path', to: '/story/a%2Fb%20c' });
    expect(target('followed_creator_new_content', { creator_name: 'Vellum & Co' })).toEqual({ kind: 'path', to: '/following/Vellum%20%26%20Co' });
  });
});
