/** The header at 390 px: every button inside the screen, even with the pending-writes count and the offer pill. */
import { expect, test } from './fixtures';

test('the header stays inside a 390 px screen while writes are pending', async ({ app, page }) => {
  const username = `Narrow${Date.now() % 1e6}`;
  await page.goto('/');
  await app.account.startPlaying();
  await app.account.readWelcomeDialog();
  await app.account.chooseUsername(username);
  await app.account.chooseAvatar();
  await app.account.acceptTerms();
  await app.account.enterSanctum();
  // Closing the Sanctum's teaser offline is a write that waits for the network. The teaser comes with the
  // Sanctum's prompts: it is on screen before the network goes, or it would never come.
  const teaser = page.getByRole('dialog', { name: 'Your Sanctum Awaits' });
  await expect(teaser).toBeVisible();
  await app.offline.goOffline();
  await teaser.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('button', { name: /^\d+ pending writes?/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Limited time offer/ })).toBeVisible();

  const right = await page.evaluate(() => Math.max(...[...document.querySelectorAll('header a, header button')].map((e) => e.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/narrow-header-pending.png', clip: { x: 0, y: 0, width: 390, height: 120 } });
});
