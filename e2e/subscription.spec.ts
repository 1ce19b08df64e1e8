/**
 * Subscribing in the local default: the prompt sends the player to the payment provider's hosted
 * checkout (the server's own test-mode page), which activates the plan and comes back to the Sanctum.
 */
import { expect, test } from './fixtures';

test('a Historian subscribes through the test-mode checkout and comes back a Mythic Historian', async ({ app, page }) => {
  await app.account.signUp(`mythic-${Date.now()}@example.com`, 'Mira Vell');

  await page.goto('/sanctum?subscription=true');
  const prompt = page.getByRole('dialog', { name: 'Become a Mythic Historian' });
  await prompt.getByRole('button', { name: 'Subscribe Now - $9.99/month' }).click();

  await expect(page).toHaveURL(/\/api\/billing\/test-checkout\?session=/);
  await expect(page.getByText('$9.99')).toBeVisible();
  // Every purchase confirms before charging.
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and pay $9.99' }).click();

  await expect(page).toHaveURL(/\/sanctum/);
  await page.goto('/sanctum?subscription=true');
  const after = page.getByRole('dialog', { name: 'Become a Mythic Historian' });
  await expect(after.getByText('Your Mythic subscription is active. Thank you, Historian!')).toBeVisible();
  // The plan is ad-free: no ad, and no free hours to claim, are offered to a paying Mythic Historian.
  await expect(after.getByRole('button', { name: 'Watch Ad to Continue for Free' })).toHaveCount(0);
  await expect(after.getByRole('button', { name: 'Claim 24 Hours Free' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/mythic-subscription-modal.png' });
});
