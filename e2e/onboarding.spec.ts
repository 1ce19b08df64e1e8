import { expect, test } from './fixtures';

test('a new Historian goes from the first screen, with no email asked, through dialog, username and avatar to the Sanctum', async ({ app, page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByRole('button', { name: 'Start Playing' })).toBeVisible();

  await app.account.startPlaying();
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

  // A first visit: greeted, not welcomed back.
  await expect(page.getByRole('heading', { name: 'Welcome, Historian Ysolde', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timelines' })).toBeVisible();
  await expect(page.getByRole('button', { name: /The Library That Burned Twice/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Memories' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Memory: The Salt Cartographer/ })).toBeVisible();

  // A reload stays in the Sanctum: onboarding is finished on the server.
  await page.reload();
  // A later visit is welcomed back.
  await expect(page.getByRole('heading', { name: 'Welcome back, Historian Ysolde', exact: true })).toBeVisible();
});
