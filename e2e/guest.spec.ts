/**
 * Start playing before signing up (app-shell §6, issue #22): 'Start Playing' makes a guest at once; the guest
 * onboards, plays a Timeline turn and a Memory moment, keeps it all across a closed tab, is asked to link
 * before commenting, and links an email keeping every bit of progress. A guest whose email already has an
 * account chooses whose progress to keep.
 */
import type { DungeonProgress, User } from '../src/contract';
import { App, expect, sanctumGreeting, test } from './fixtures';
import { playTimelineTurn, SAMARKAND } from './pages/guest';
import { PlayerApi } from './pages/timeline';

const SERIES_NAME = "The Glassblower's Oath";
const shot = (name: string) => `test-results/guest-${name}.png`;

/** The Memory's first chapter, and the moment that ends it chosen; answers the adventure id. */
async function playMemoryMoment(app: App, choice: string): Promise<string> {
  const { page } = app;
  await page.goto('/sanctum');
  await app.sanctum.enterMemory(SERIES_NAME);
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect(page).toHaveURL(/\/read\/chapter\/1$/);
  const adventureId = /adventure\/([^/]+)\//.exec(page.url())![1]!;
  await app.memory.submitChoice(choice);
  await expect(page.getByRole('button', { name: 'Next Chapter' })).toBeVisible();
  await expect.poll(() => app.shell.pendingCount()).toBe(0);
  return adventureId;
}

test.describe('a guest', () => {
  test.describe.configure({ timeout: 240_000 });

  test('plays at once, keeps it all on the device, is asked to link before commenting, and links keeping everything', async ({ app, page, context, request, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Playing' })).toBeVisible();
    await page.screenshot({ path: shot('start'), fullPage: true });
    await app.shell.expectAccessible('first screen');

    const name = `Guest${Date.now() % 1e6}`;
    await app.account.onboardAsGuest(name);
    await playTimelineTurn(app, 'look around the market');
    const adventureId = await playMemoryMoment(app, 'I hide it in the kiln');

    // The tab closed and opened again: the same guest, its play still there.
    const again = await context.newPage();
    await page.close();
    await again.setViewportSize({ width: 390, height: 844 });
    await again.goto('/sanctum');
    await expect(again.getByRole('heading', { name: `Welcome back, Historian ${name}` })).toBeVisible();
    const guest = new App(again, server);
    // And with no network: the guest's Sanctum still reads on this device.
    await guest.offline.serviceWorkerReady();
    await guest.offline.goOffline();
    await again.reload();
    await expect(again.getByRole('heading', { name: `Welcome back, Historian ${name}` })).toBeVisible();
    await guest.offline.goOnline();

    // What shows the player to others asks to link first, plainly.
    await again.goto(`/dungeons/${SAMARKAND}/comments`);
    const spoilers = again.getByRole('dialog', { name: 'Spoilers ahead' });
    const prompt = again.getByRole('region', { name: 'Link your account' });
    await expect(spoilers.or(prompt)).toBeVisible();
    if (await spoilers.isVisible()) await spoilers.getByRole('button', { name: /^Show the/ }).click();
    await expect(prompt.getByText('You are playing as a guest. Link an email to join the discussion')).toBeVisible();
    await again.screenshot({ path: shot('comments'), fullPage: true });
    await guest.shell.expectAccessible('comments as a guest');

    // Link Account from that prompt: the email, its code; the modal closes and the guest is that email now.
    await prompt.getByRole('link', { name: 'Link Account' }).click();
    const link = again.getByRole('dialog', { name: 'Link Your Account' });
    await expect(link.getByText('You are playing as a guest.', { exact: false })).toBeVisible();
    await again.screenshot({ path: shot('link'), fullPage: true });
    await guest.shell.expectAccessible('link account as a guest');
    const email = `guest-${Date.now()}@example.com`;
    await link.getByLabel('Email').fill(email);
    await link.getByRole('button', { name: 'Send Code' }).click();
    await expect(link.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await link.getByLabel('Code').fill(await server.lastCode(email));
    await link.getByRole('button', { name: 'Link Account' }).click();
    await expect(link).toBeHidden();
    await expect(again.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();

    // Everything kept, as the server now knows it by that email: the name, the Timeline's turn, the Memory's choice.
    const me = await server.getAs<User>(email, '/user/');
    expect([me.username, me.is_temp_user, me.linked_accounts]).toEqual([name, false, ['email']]);
    const crawl = await new PlayerApi(request, email).progress(SAMARKAND);
    expect(crawl.events.some((e) => JSON.stringify(e).includes('look around the market'))).toBe(true);
    const adventure = await server.getAs<{ chapters: unknown[] }>(email, `/ac/${adventureId}/`);
    expect(adventure.chapters.length).toBe(2);
  });

  test('linking an email that has an account asks whose progress to keep, and keeps this device’s play', async ({ app, page, request, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `owner-${Date.now()}@example.com`;
    const owner = `Owner${Date.now() % 1e6}`;
    await server.signUpOverApi(email, owner);

    await app.account.onboardAsGuest(`Guest${Date.now() % 1e6}`);
    await playTimelineTurn(app, 'look around the market');

    await page.goto('/profile');
    await expect(page.getByText('Guest — no email linked')).toBeVisible();
    await expect(page.getByText('You are playing as a guest: your progress is tied to this device.', { exact: false })).toBeVisible();
    await page.screenshot({ path: shot('profile') });
    await app.shell.expectAccessible('profile as a guest');
    await app.shell.openFlag({ link_account: 'true' }, '/profile');
    const link = page.getByRole('dialog', { name: 'Link Your Account' });
    await link.getByLabel('Email').fill(email);
    await link.getByRole('button', { name: 'Send Code' }).click();
    await expect(link.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await link.getByLabel('Code').fill(await server.lastCode(email));
    await link.getByRole('button', { name: 'Link Account' }).click();

    const choice = page.getByRole('dialog', { name: 'Whose Progress Do You Keep?' });
    await expect(choice.getByText(`That email already belongs to the Historian ${owner}. Choose whose progress to keep.`)).toBeVisible();
    await page.screenshot({ path: shot('keep-choice') });
    await app.shell.expectAccessible('whose progress to keep');
    await choice.getByRole('button', { name: 'Keep What I Played Here' }).click();
    await expect(choice).toBeHidden();

    // The device is that account now: its name, with this device's Timeline.
    await page.goto('/sanctum');
    await expect(page.getByRole('heading', { name: sanctumGreeting(owner) })).toBeVisible();
    const crawl: DungeonProgress = await new PlayerApi(request, email).progress(SAMARKAND);
    expect(crawl.events.some((e) => JSON.stringify(e).includes('look around the market'))).toBe(true);
  });
});
