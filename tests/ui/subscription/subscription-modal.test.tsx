// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

let me: Record<string, unknown> | null = null;
vi.mock('../../../src/lib/reads', () => ({ useMe: () => me, useInit: () => null }));
vi.mock('../../../src/worker-client', () => ({ sync: {} }));
const { default: SubscriptionModal } = await import('../../../src/features/subscription/SubscriptionModal');
const { default: AppLaunchGiveawayModal } = await import('../../../src/features/announcements/AppLaunchGiveawayModal');

afterEach(cleanup);

const player = (plan: { subscription_active: boolean; subscription_paid: boolean; subscription_until: string | null }) => ({
  ...plan,
  user_id: 'u1',
  username: 'ada',
  referral_code: 'ADA12345',
  linked_accounts: ['email'],
  dont_ask_again: [],
});

const open = () =>
  render(
    <MemoryRouter initialEntries={['/sanctum?subscription=true&option=share_social']}>
      <SubscriptionModal value="true" params={new URLSearchParams('subscription=true&option=share_social')} onClose={() => {}} />
    </MemoryRouter>,
  );

describe('the subscribe/continue modal', () => {
  it('offers a paying Mythic Historian no ad and no free hours', () => {
    me = player({ subscription_active: true, subscription_paid: true, subscription_until: '2099-01-01T00:00:00.000Z' });
    open();
    expect(screen.getByText('Your Mythic subscription is active. Thank you, Historian!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Watch Ad to Continue for Free' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim 24 Hours Free' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subscribe Now - $9.99/month' })).toBeNull();
  });

  it('lets a player on free unlimited play subscribe, beside the time left', () => {
    me = player({ subscription_active: true, subscription_paid: false, subscription_until: '2099-01-01T00:00:00.000Z' });
    open();
    expect(screen.getByText('Free unlimited play ends in')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe Now - $9.99/month' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Watch Ad to Continue for Free' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim 24 Hours Free' })).toBeTruthy();
  });

  it('the installed app’s giveaway offers a Mythic Historian no free hours', () => {
    me = player({ subscription_active: true, subscription_paid: true, subscription_until: '2099-01-01T00:00:00.000Z' });
    render(<AppLaunchGiveawayModal value="true" params={new URLSearchParams('app_launch_giveaway=true')} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Claim 24 Hours Free' })).toBeNull();
    cleanup();
    me = player({ subscription_active: false, subscription_paid: false, subscription_until: null });
    render(<AppLaunchGiveawayModal value="true" params={new URLSearchParams('app_launch_giveaway=true')} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Claim 24 Hours Free' })).toBeTruthy();
  });
});
