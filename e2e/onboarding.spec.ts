import { expect, test } from './fixtures';

test('a new Historian goes from the first screen through login, dialog, username and avatar to the Sanctum', async ({ app, page }) => {
  const email = `onboard-${Date.now()}@example.test`;
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByRole('button', { name: 'Start Playing' })).toBeVisible();

  await app.account.logIn(email, 'Start Playing');
  await app.account.readWelcomeDialog();

  // The username step waits for a name before Continue does anything.
  await expect(page.getByText('Choose your name to continue')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await app.account.chooseUsername('Ysolde');

  // The avatar step: the starting avatars; Enter the Sanctum needs an avatar and the terms.
  const enter = page.getByRole('button', { name: 'Enter the Sanctum' });
  await expect(page.getByRole('group', { name: 'Choose your avatar' }).getByRole('radio')).toHaveCount(3);
  await expect(enter).toBeDisabled();
  await app.account.chooseAvatar('Quill');
  await expect(page.getByText("If you don't have code, just enter the Sanctum")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(enter).toBeDisabled();
  await app.account.acceptTerms();
  await app.account.enterSanctum();

  await expect(page.getByRole('heading', { name: 'Welcome back, Historian Ysolde' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timelines' })).toBeVisible();
  await expect(page.getByRole('button', { name: /The Library That Burned Twice/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Memories' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Memory: The Salt Cartographer/ })).toBeVisible();

  // A reload stays in the Sanctum: onboarding is finished on the server.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Historian Ysolde' })).toBeVisible();
});
