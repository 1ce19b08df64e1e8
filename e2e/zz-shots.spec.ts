import { expect, test } from './fixtures';

const shot = (page: import('@playwright/test').Page, name: string) => page.screenshot({ path: `test-results/shots/${name}.png`, fullPage: false });

test('screenshots of the download states', async ({ app, page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await app.signUp(`shots-${Date.now()}@example.com`, 'Shot Taker');
  await page.goto('/series/glassblowers-oath');
  await app.serviceWorkerReady();
  await expect(page.getByRole('button', { name: 'Make available offline' })).toBeVisible();
  await shot(page, '1-idle');

  await page.context().route('**/api/media/audio/**', async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.waitForTimeout(1500);
  await shot(page, '2-downloading');
  await app.expectAccessible('downloading');
  await expect(page.getByText(/Available offline · \d/)).toBeVisible({ timeout: 60_000 });
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  await shot(page, '3-done');
  await page.getByRole('button', { name: 'Remove download' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, '4-remove-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/profile');
  await expect(page.getByText(/Available offline:/)).toBeVisible();
  await page.getByText(/Available offline:/).scrollIntoViewIfNeeded();
  await shot(page, '5-profile');

  await page.goto('/dungeons/tulip-haarlem');
  await expect(page.getByRole('button', { name: 'Make available offline' })).toBeVisible();
  await page.getByRole('button', { name: 'Make available offline' }).scrollIntoViewIfNeeded();
  await shot(page, '6-timeline-idle');
  await app.goOffline();
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(page.getByRole('button', { name: 'Make available offline' })).toBeDisabled();
  await shot(page, '7-timeline-offline');
  await app.expectAccessible('offline disabled');
  await app.goOnline();
  await expect(page.getByRole('button', { name: 'Make available offline' })).toBeEnabled();
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText(/Available offline · \d/)).toBeVisible({ timeout: 60_000 });
  await shot(page, '8-timeline-done');
});
