/** A guest ('Start Playing', app.account.onboardAsGuest) playing through the UI, for the specs of linking it (by email or Google). */
import { expect } from '@playwright/test';
import type { App } from '../fixtures';

export const SAMARKAND = 'night-market-samarkand';

/** One typed turn in Samarkand, through the UI, delivered. */
export async function playTimelineTurn(app: App, text: string): Promise<void> {
  const { page } = app;
  await page.goto(`/dungeons/${SAMARKAND}`);
  await page.getByRole('button', { name: 'Enter the Timeline' }).click();
  await page.getByRole('dialog', { name: 'Choose artifacts to take into the Timeline' }).getByRole('button', { name: 'Start without artifacts' }).click();
  await expect(page).toHaveURL(new RegExp(`/dungeons/${SAMARKAND}/read$`), { timeout: 60_000 });
  const choice = page.getByRole('textbox', { name: 'What should we do next Historian?' });
  await choice.fill(text);
  await choice.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: text }).last()).toBeAttached();
  await expect.poll(() => app.shell.pendingCount()).toBe(0);
}

