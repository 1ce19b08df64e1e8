/**
 * Rewards and money keep their word on screen: a free-play player may still subscribe, the share banner says
 * what its code grants, and ending a whole run asks first. Each leaves a 390×844 screenshot in test-results/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PlayerApi, TimelinePage } from './pages/timeline';

// Samarkand, not the Library: timeline.spec.ts is the first to enter the Library's Harbour Steps.
const SAMARKAND = 'night-market-samarkand';
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/rewards-${name}.png` });

test('a player on a free-play code can still subscribe, and is offered the ad', async ({ app, page }) => {
  await app.account.signUp(`freeplay-${Date.now()}@example.com`, `Freeplay ${Date.now() % 10000}`);
  await app.shell.openFlag({ free_play_code: 'true' }, '/sanctum');
  const code = page.getByRole('dialog', { name: 'Free Play Code' });
  await expect(code.getByText('Enter a free-play code for 24 hours of unlimited play.')).toBeVisible();
  await code.getByLabel('Code').fill('LANTERNLIGHT');
  await code.getByRole('button', { name: 'Redeem Code' }).click();
  await expect(code.getByText('24 Hours of Subscriber unlimited play activated!')).toBeVisible();

  await app.shell.openFlag({ subscription: 'true' }, '/sanctum');
  const sub = page.getByRole('dialog', { name: 'Become a Mythic Historian' });
  await expect(sub.getByText('Free unlimited play ends in')).toBeVisible();
  await expect(sub.getByRole('button', { name: 'Subscribe Now - $9.99/month' })).toBeVisible();
  await expect(sub.getByRole('button', { name: 'Watch Ad to Continue for Free' })).toBeVisible();
  await shot(page, 'free-play-subscribe');

  // The limited offer tells the whole of what a friend gets: the referral's days, then the offer's hours.
  await app.shell.openFlag({ limited_referral_order: 'true' }, '/sanctum');
  const offer = page.getByRole('dialog', { name: 'Limited Time Offer' });
  await expect(offer.getByText('7 days of unlimited play, then 48 hours of unlimited keys and choices.')).toBeVisible();
  await shot(page, 'limited-offer');
});

test('the loader’s share banner says what its code grants, and Restart the Dungeon asks before ending the run', async ({ app, page, request }) => {
  const email = `restart-${Date.now()}@example.com`;
  await app.account.signUp(email, `Restarter ${Date.now() % 10000}`);
  const api = new PlayerApi(request, email);
  await page.goto(`/dungeons/${SAMARKAND}`);
  await page.getByRole('button', { name: 'Enter the Timeline' }).click();
  await page.getByRole('dialog', { name: 'Choose artifacts to take into the Timeline' }).getByRole('button', { name: 'Start without artifacts' }).click();
  // The share code is the referral code: a friend who enters it gets a referral's 7 days.
  await expect(page.getByText('Give others 7 days of unlimited play for free.')).toBeVisible();
  await page.waitForTimeout(300); // the loader fades in
  await shot(page, 'loader-banner');
  const timeline = new TimelinePage(page, api, SAMARKAND);
  await expect(page).toHaveURL(new RegExp(`/dungeons/${SAMARKAND}/read$`), { timeout: 60_000 });
  await timeline.playStep('go east through the silk gate');
  const room = (await api.progress(SAMARKAND)).current_room;

  const openRestart = () => page.getByRole('navigation', { name: 'Timeline' }).getByRole('button', { name: 'Restart' }).click();
  await openRestart();
  await page.getByRole('button', { name: 'Restart the Dungeon' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restart the whole Timeline?' });
  await expect(confirm.getByText(/This run ends here/)).toBeVisible();
  await shot(page, 'restart-dungeon-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await api.progress(SAMARKAND)).current_room).toBe(room);

  await page.getByRole('button', { name: 'Restart the Dungeon' }).click();
  await confirm.getByRole('button', { name: 'Restart the Dungeon' }).click();
  await expect.poll(async () => (await api.progress(SAMARKAND)).current_room).toBe('The Caravanserai of the Silk Gate');
});
