import { describe, expect, it } from 'vitest';
import type { LeaderboardStats } from '../../../src/contract';
import { artifactEarnedTitle } from '../../../src/features/artifacts/artifact-rules';
import { EMPTY_SLOT, leaderboardSlots, overallCounts } from '../../../src/features/leaderboard/leaderboard-rules';
import { RANK_UP_TEXT, rewardAmountText, rewardText, rewardsByRank } from '../../../src/features/rank/rank-rules';
import { MYTHIC_BENEFITS, SUBSCRIBE_TEXT, showSubscribe } from '../../../src/features/subscription/plan';
import type { RankReward } from '../../../src/contract';

const ada = { avatar: null, username: 'Ada', rank_title: 'Wayfinder' };
const firsts = { first_to_complete_dungeon: ada, first_to_find_all_rooms: null, first_to_find_all_items: null };

describe('Fabulous Firsts', () => {
  it('shows rooms and items only for structured timelines', () => {
    expect(leaderboardSlots({ fabulous_firsts: firsts, timeline_type: 'structured' }).map((s) => s.key)).toEqual([
      'first_to_complete_dungeon',
      'first_to_find_all_rooms',
      'first_to_find_all_items',
    ]);
    expect(leaderboardSlots({ fabulous_firsts: firsts, timeline_type: 'open' }).map((s) => s.key)).toEqual(['first_to_complete_dungeon']);
  });

  it("leaves an empty slot to 'Could be you...' and counts default to 0", () => {
    const slots = leaderboardSlots({ fabulous_firsts: firsts, timeline_type: 'structured' });
    expect(slots[0]!.holder).toEqual(ada);
    expect(slots[1]!.holder).toBeNull();
    expect(EMPTY_SLOT).toBe('Could be you...');
    expect(overallCounts({} as Partial<LeaderboardStats>)).toEqual({ started: 0, completed: 0 });
    expect(overallCounts({ users_started: 7, users_completed: 2 })).toEqual({ started: 7, completed: 2 });
  });
});

describe('artifact earned', () => {
  it('titles one or many', () => {
    expect(artifactEarnedTitle(1)).toBe('Artifact Earned!');
    expect(artifactEarnedTitle(2)).toBe('Artifacts Earned!');
  });
});

describe('rank rewards', () => {
  const reward = (over: Partial<RankReward>) => ({ reward_id: 'r', rank: 2, type: 'artifact_power', amount: 200, avatar: null, state: 'earned', ...over }) as RankReward;

  it("shows amount -1 as 'Unlimited'", () => {
    expect(rewardAmountText(-1)).toBe('Unlimited');
    expect(rewardAmountText(3)).toBe('3');
    expect(rewardText(reward({ type: 'free_resurrection', amount: -1 }))).toBe('Unlimited Free Resurrections');
    expect(rewardText(reward({ type: 'free_room_restart', amount: 1 }))).toBe('1 Free Room Restart');
    expect(rewardText(reward({}))).toBe('+200 Artifact Power');
    expect(rewardText(reward({ type: 'avatar', amount: 1, avatar: { avatar_id: 'a', name: 'Archivist', image_url: '/x.svg' } }))).toBe('Avatar: Archivist');
    expect(RANK_UP_TEXT).toBe('+200 Artifact Power');
  });

  it('groups the track by rank in order', () => {
    const grouped = rewardsByRank([reward({ reward_id: 'b', rank: 3 }), reward({ reward_id: 'a', rank: 2 }), reward({ reward_id: 'c', rank: 3 })]);
    expect(grouped.map((g) => [g.rank, g.rewards.map((r) => r.reward_id)])).toEqual([
      [2, ['a']],
      [3, ['b', 'c']],
    ]);
  });
});

describe('subscription prompt', () => {
  it('offers the $9.99 plan unless paid for: free unlimited play may still subscribe', () => {
    expect(SUBSCRIBE_TEXT).toBe('Subscribe Now - $9.99/month');
    expect(showSubscribe({ subscription_active: false })).toBe(true);
    expect(showSubscribe({ subscription_active: true })).toBe(false);
    expect(showSubscribe({ subscription_active: true, subscription_paid: true })).toBe(false);
    expect(showSubscribe({ subscription_active: true, subscription_paid: false })).toBe(true);
    expect(showSubscribe(null)).toBe(true);
    expect(MYTHIC_BENEFITS).toHaveLength(6);
  });
});
