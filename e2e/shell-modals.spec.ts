/**
 * The shell's query-flag modals (app-shell §2, in-play §4): each flag opens its modal over any page, and
 * closing removes the flag. The codes and referrals are used for real against the server.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { App, expect, test } from './fixtures';
import { Shell } from './pages/shell';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;

async function expectAccessible(page: Page): Promise<void> {
  // The dialog fades in: its colours are read at rest, not halfway (a ghost button fails contrast at part opacity).
  await new Shell(page).settled();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('every query flag opens its modal, and closing it removes the flag', async ({ app, page }) => {
  await app.account.signUp(unique('flags'), `Flag${Date.now() % 1e6}`);
  const modals: [Record<string, string>, string][] = [
    [{ refferal: 'true' }, 'Refer a Friend'],
    [{ limited_referral_order: 'true' }, 'Limited Time Offer'],
    [{ free_play_code: 'true' }, 'Free Play Code'],
    [{ subscription: 'true' }, 'Become a Mythic Historian'],
    [{ subscription_success: 'true' }, 'Welcome, Mythic Historian!'],
    [{ redirected_from_stripe: 'true' }, 'Uh oh... It looks like something went wrong.'],
    [{ community_creations: 'true' }, 'Community Creations'],
    [{ community_challenge: 'saga-glassblowers-oath' }, 'Community Challenge'],
    [{ dungeon_leaderboard: 'true', dungeonId: 'library-burned-twice' }, 'Fabulous Firsts'],
    [{ link_account: 'true' }, 'Link Your Account'],
    [{ app_launch_giveaway: 'true' }, 'Thanks for Installing Chronicle!'],
  ];
  for (const [flags, title] of modals) {
    await app.shell.openFlag(flags, '/sanctum');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    for (const key of Object.keys(flags)) expect(new URL(page.url()).searchParams.has(key)).toBe(false);
  }

  // The onboarding overlay: the Sanctum's tour, step by step, to the end.
  await app.shell.openFlag({ onboarding_overlay: 'true' }, '/sanctum');
  const tour = page.getByRole('dialog', { name: 'Your Historian Rank' });
  await expect(tour).toBeVisible();
  for (const next of ['Timelines', 'Memories', 'Continue Play']) {
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: next })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Start My Adventure' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has('onboarding_overlay')).toBe(false);
});

test('the something-went-wrong modal removes redirected_from_stripe when it closes; the Creators tab opens the community-creations teaser', async ({ app, page }) => {
  await app.account.signUp(unique('stripe'), `Stripe${Date.now() % 1e6}`);
  await page.goto('/sanctum?redirected_from_stripe=true&keep=1');
  const wrong = page.getByRole('dialog', { name: 'Uh oh... It looks like something went wrong.' });
  await wrong.getByRole('button', { name: 'Not Now' }).click();
  await expect(wrong).toBeHidden();
  expect(new URL(page.url()).search).toBe('?keep=1');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Creators' }).click();
  await expect(page.getByRole('dialog', { name: 'Community Creations' }).getByText('Coming soon')).toBeVisible();
});

test('a free-play code is redeemed, and the next one waits for the cooldown', async ({ app, page }) => {
  await app.account.signUp(unique('code'), `Coder${Date.now() % 1e6}`);
  await app.shell.openFlag({ free_play_code: 'true' }, '/sanctum');
  const modal = page.getByRole('dialog', { name: 'Free Play Code' });
  await modal.getByLabel('Code').fill('NOT-A-CODE');
  await modal.getByRole('button', { name: 'Redeem Code' }).click();
  await expect(modal.getByRole('alert')).toHaveText('That code is not valid.');
  await modal.getByLabel('Code').fill('lanternlight');
  await modal.getByRole('button', { name: 'Redeem Code' }).click();
  await expect(modal.getByText('24 Hours of Subscriber unlimited play activated!')).toBeVisible();
  await modal.getByRole('button', { name: 'Start Playing' }).click();

  // The subscribe/continue modal now counts the free play down and offers another code; free play is not
  // the plan, so subscribing is still offered.
  await app.shell.openFlag({ subscription: 'true' }, '/sanctum');
  const sub = page.getByRole('dialog', { name: 'Become a Mythic Historian' });
  await expect(sub.getByText('Free unlimited play ends in')).toBeVisible();
  await expect(sub.getByRole('timer')).toHaveText(/^23h 5\dmins$/);
  await expect(sub.getByRole('button', { name: 'Subscribe Now - $9.99/month' })).toBeVisible();
  await sub.getByRole('button', { name: 'Use Free Play Code' }).click();
  const again = page.getByRole('dialog', { name: 'Free Play Code' });
  await again.getByLabel('Code').fill('EMBERWEEK');
  await again.getByRole('button', { name: 'Redeem Code' }).click();
  await expect(again.getByRole('alert')).toHaveText(/^6 days 23 hours until you can redeem another code$/);
});

test('a second player uses the first one’s referral code, and a third arrives by the referral link', async ({ app, page, browser, server }) => {
  await app.account.signUp(unique('referrer'), `Referrer${Date.now() % 1e6}`);
  await app.shell.openFlag({ refferal: 'true' }, '/sanctum');
  const referral = page.getByRole('dialog', { name: 'Refer a Friend' });
  await expect(referral.getByText('7 days of unlimited play.')).toBeVisible();
  const link = await referral.getByLabel('Your link').inputValue();
  const code = new URL(link).searchParams.get('ref')!;
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  const second = await browser.newContext({ baseURL: page.url().split('/sanctum')[0] });
  const friend = new App(await second.newPage(), server);
  await friend.account.signUp(unique('friend'), `Friend${Date.now() % 1e6}`);
  await friend.shell.openFlag({ refferal: 'true' }, '/sanctum');
  const friendModal = friend.page.getByRole('dialog', { name: 'Refer a Friend' });
  await friendModal.getByLabel('Have a friend’s code?').fill(code);
  await friendModal.getByRole('button', { name: 'Use Code' }).click();
  await expect(friendModal.getByRole('status').filter({ hasText: 'You have 7 days of Premium!' })).toBeVisible();
  await friendModal.getByRole('button', { name: 'Use Code' }).click();
  await expect(friendModal.getByRole('alert')).toHaveText('You already used this referral code.');
  await second.close();

  // By the link: the code rides through sign-up, and the new Historian starts with a week of unlimited play,
  // then (the referrer signed up moments ago: their limited offer runs) 48 hours of keys and choices after it.
  const third = await browser.newContext({ baseURL: page.url().split('/sanctum')[0] });
  const arrival = new App(await third.newPage(), server);
  await arrival.page.goto(new URL(link).pathname + new URL(link).search);
  await arrival.account.signUp(unique('linked'), `Linked${Date.now() % 1e6}`);
  await arrival.shell.openFlag({ subscription: 'true' }, '/sanctum');
  await expect(arrival.page.getByRole('dialog', { name: 'Become a Mythic Historian' }).getByRole('timer')).toHaveText(/^8d 23h$/);
  await third.close();
});

test('linking an account through the blocker: no way out but linking; editing the email clears the error', async ({ app, page, server }) => {
  await app.account.signUp(unique('link'), `Linker${Date.now() % 1e6}`);
  await app.shell.openFlag({ link_account: 'true', blocker: 'true' }, '/sanctum');
  const modal = page.getByRole('dialog', { name: 'Link Your Account' });
  await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  const other = unique('linked-email');
  await modal.getByLabel('Email').fill(other);
  await modal.getByRole('button', { name: 'Send Code' }).click();
  await expect(modal.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await modal.getByLabel('Code').fill('000000');
  await modal.getByRole('button', { name: 'Link Account' }).click();
  await expect(modal.getByRole('alert')).toBeVisible();
  await expect(modal.getByLabel('Code')).toHaveValue('');
  await modal.getByLabel('Email').press('End');
  await modal.getByLabel('Email').press('Backspace');
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await modal.getByLabel('Email').fill(other);
  await modal.getByLabel('Code').fill(await server.lastCode(other));
  await modal.getByRole('button', { name: 'Link Account' }).click();
  await expect(modal).toBeHidden();
  expect(new URL(page.url()).searchParams.has('link_account')).toBe(false);
});
