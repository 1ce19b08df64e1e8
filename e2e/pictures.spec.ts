/**
 * The pictures that answered 404 (issue #22) are seen drawn: the Sanctum tour's cards and the Priority
 * Alert's slides each load an image (a broken one leaves the empty gold frame of Img's fallback).
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every <img> inside has loaded with a size of its own. */
async function expectDrawn(scope: Locator): Promise<void> {
  const images = scope.locator('img');
  await expect(images.first()).toBeVisible();
  await expect.poll(() => images.evaluateAll((all) => all.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
}

test('the tour cards and the Priority Alert slides show their pictures', async ({ app, page }) => {
  await app.account.signUp(`pictures-${Date.now() % 1e6}@example.com`, `Pictures${Date.now() % 1e6}`);

  await app.shell.openFlag({ onboarding_overlay: 'true' }, '/sanctum');
  for (const [i, title] of ['Your Historian Rank', 'Timelines', 'Memories', 'Continue Play'].entries()) {
    const card = page.getByRole('dialog', { name: title });
    await expectDrawn(card);
    if (i === 0) await page.screenshot({ path: 'test-results/pictures-tour.png' });
    if (i < 3) await card.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Start My Adventure' }).click();

  await page.goto('/profile');
  await page.getByRole('button', { name: /Priority Alert/ }).click();
  const alert = page.getByRole('dialog', { name: /Priority Alert/ });
  await expectDrawn(alert);
  await page.screenshot({ path: 'test-results/pictures-alert.png' });
});
