import { describe, expect, it } from 'vitest';
import { isLinked, passProgress, perkText, providerName, subscriptionSummary } from '../../../src/features/profile/profile-rules';
import { alertInstruction, alertName, alertProgress, tallyText } from '../../../src/features/priority-alert/alert-rules';

describe('the profile', () => {
  it('names the plan: Mythic (paid), free unlimited play (a perk), or free', () => {
    const until = '2026-03-04T10:00:00.000Z';
    expect(subscriptionSummary({ subscription_active: true, subscription_paid: true, subscription_until: until })).toEqual({
      title: 'Mythic Historian',
      detail: 'Your Mythic subscription is active until Mar 4, 2026.',
      canSubscribe: false,
    });
    expect(subscriptionSummary({ subscription_active: true, subscription_paid: false, subscription_until: until })).toMatchObject({
      title: 'Unlimited play',
      detail: 'Free unlimited play until Mar 4, 2026.',
      canSubscribe: true,
    });
    expect(subscriptionSummary({ subscription_active: false, subscription_until: null })).toMatchObject({ title: 'Free Historian', canSubscribe: true });
  });

  it('linked accounts by name; none means a guest', () => {
    expect([providerName('email'), providerName('google'), providerName('apple')]).toEqual(['Email', 'Google', 'Apple']);
    expect(isLinked({ linked_accounts: [] })).toBe(false);
    expect(isLinked({ linked_accounts: ['email'] })).toBe(true);
  });

  it('season rewards read as players read them; amount -1 is unlimited', () => {
    expect(perkText('resurrection', 1)).toBe('Free resurrection');
    expect(perkText('roll_bonus', 2)).toBe('2 × A roll bonus');
    expect(perkText('+1_refer_a_friend_invite', 1)).toBe('+1 Refer a Friend invite');
    expect(perkText('resurrection', -1)).toBe('Unlimited: Free resurrection');
    expect([passProgress({ level: 1, max_level: 20 }), passProgress({ level: 20, max_level: 20 })]).toEqual([0, 1]);
  });

});

describe('the priority alert (in-play §8, §9)', () => {
  it("falls back to 'Priority Alert!' and 'No Instruction.'", () => {
    expect(alertName({ name: null })).toBe('Priority Alert!');
    expect(alertName({ name: '  ' })).toBe('Priority Alert!');
    expect(alertName({ name: 'The Archive Burns' })).toBe('The Archive Burns');
    expect(alertInstruction(null)).toBe('No Instruction.');
    expect(alertInstruction('')).toBe('No Instruction.');
    expect(alertInstruction('Make choices.')).toBe('Make choices.');
  });

  it('tallies the shared progress, full past the goal', () => {
    expect(tallyText({ current_value: 1234, goal: 5000, value_name: 'choices made' })).toBe('1,234 / 5,000 choices made');
    expect([alertProgress({ current_value: 250, goal: 500 }), alertProgress({ current_value: 900, goal: 500 })]).toEqual([0.5, 1]);
  });
});
