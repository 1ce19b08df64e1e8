/**
 * Google sign-in end to end, against test mode's stand-in for Google (server/auth/test-google.ts; nothing
 * reaches the internet): 'Continue with Google' leaves for the provider's "Choose an account" page, comes
 * back to the app's callback with an ID token the server verifies against the stand-in's published keys, and
 * the player lands signed in. A guest links through Google the same way and keeps everything it played.
 */
import type { User } from '../src/contract';
import { expect, sanctumGreeting, test } from './fixtures';
import { playTimelineTurn, SAMARKAND } from './pages/guest';
import { PlayerApi } from './pages/timeline';

const shot = (name: string) => `test-results/google-${name}.png`;

test.describe('Google sign-in', () => {
  test.describe.configure({ timeout: 240_000 });

  test('Continue with Google, choose an account on the provider’s page, land signed in', async ({ app, page, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `google-${Date.now()}@example.com`;
    const name = `Gwen${Date.now() % 1e6}`;
    await server.signUpOverApi(email, name);

    await page.goto('/');
    await expect(page).toHaveURL(/\/onboarding/);
    await page.getByRole('button', { name: 'I Already Have An Account' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    const google = login.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toBeVisible();
    await page.screenshot({ path: shot('login-modal') });
    await app.shell.expectAccessible('login modal with Google');

    // By keyboard, as anyone may: focus the button and press Enter.
    await google.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/test-google\/authorize\?/);
    const request = new URL(page.url()).searchParams;
    expect([request.get('response_type'), request.get('scope'), request.get('client_id')]).toEqual(['id_token', 'openid email profile', 'chronicle-local']);
    expect(request.get('redirect_uri')).toMatch(/\/auth\/google\/callback$/);
    expect(request.get('nonce')).toBeTruthy();
    expect(request.get('state')).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await page.screenshot({ path: shot('stand-in') });
    await app.shell.expectAccessible('the stand-in’s Choose an account page');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Email').press('Enter');
    await expect(page).toHaveURL(/\/sanctum/);
    await expect(page.getByRole('heading', { name: sanctumGreeting(name) })).toBeVisible();
    // The ID token left the address bar and the history.
    expect(page.url()).not.toContain('id_token');

    const me = await server.getAs<User>(email, '/user/');
    expect([me.username, [...me.linked_accounts].sort()]).toEqual([name, ['email', 'google']]);
  });

  test('a guest links through Google and keeps what it played', async ({ app, page, request, server }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const name = `Guest${Date.now() % 1e6}`;
    await app.account.onboardAsGuest(name);
    await playTimelineTurn(app, 'look around the market');

    await app.shell.openFlag({ link_account: 'true' }, '/profile');
    const link = page.getByRole('dialog', { name: 'Link Your Account' });
    await expect(link.getByRole('button', { name: 'Link with Google' })).toBeVisible();
    await page.screenshot({ path: shot('link-modal') });
    await link.getByRole('button', { name: 'Link with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();

    const email = `guest-google-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Back where the guest was, the modal closed, the guest is that Google account now.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('dialog', { name: 'Link Your Account' })).toBeHidden();
    await expect(page.getByText('Guest — no email linked')).toBeHidden();

    const me = await server.getAs<User>(email, '/user/');
    expect([me.username, me.is_temp_user, [...me.linked_accounts].sort()]).toEqual([name, false, ['email', 'google']]);
    const crawl = await new PlayerApi(request, email).progress(SAMARKAND);
    expect(crawl.events.some((e) => JSON.stringify(e).includes('look around the market'))).toBe(true);
  });
});
