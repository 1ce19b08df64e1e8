/** A guest ('Start Playing') onboarding and playing through the UI, for the specs of linking it (by email or Google). */
import { type App, expect, sanctumGreeting } from './fixtures';

export const SAMARKAND = 'night-market-samarkand';

/** From the first screen to the Sanctum as a guest: no email asked anywhere. */
export async function onboardAsGuest(app: App, username: string): Promise<void> {
  const { page } = app;
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding/);
  await app.startPlaying();
  await app.readWelcomeDialog();
  await app.chooseUsername(username);
  await app.chooseAvatar();
  await app.acceptTerms();
  await app.enterSanctum();
  await expect(page.getByRole('heading', { name: sanctumGreeting(username) })).toBeVisible();
  const teaser = page.getByRole('dialog', { name: 'Your Sanctum Awaits' });
  await teaser.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(teaser).toBeHidden();
}

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
  await expect.poll(() => app.pendingCount()).toBe(0);
}

