/**
 * A guest links their account from the profile and subscribes. The link-account modal is opened by the
 * query flag link_account=true (in-play §4, §5); subscribing without a linked account opens it first
 * (app-shell §4). Both modals are the app shell's (query-flag host); this spec drives them from the profile.
 */
import type { User } from '../src/contract';
import { expect, test } from './fixtures';

test('a guest links an account from the profile, then subscribes', async ({ app, page, server }) => {
  const email = `guest-${Date.now()}@example.com`;
  await app.account.signUp(email, 'Tamsin Reed');
  // A guest: no account linked (as a temporary user who never linked one).
  await server.callAs(email, 'POST', '/auth/unlink-account/', {});

  await page.goto('/profile');
  await expect(page.getByText('No account is linked yet.', { exact: false })).toBeVisible();

  // Subscribing needs a linked account: 'Subscribe Now' opens the link-account modal first.
  await page.getByRole('link', { name: 'Become a Mythic Historian' }).click();
  const subscription = page.getByRole('dialog', { name: 'Become a Mythic Historian' });
  await expect(subscription.getByText('You will link your account first, then finish on the payment page.')).toBeVisible();
  await subscription.getByRole('button', { name: 'Subscribe Now - $9.99/month' }).click();
  const link = page.getByRole('dialog', { name: 'Link Your Account' });
  await expect(link).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  await subscription.getByRole('button', { name: 'Not now' }).click();
  await expect(subscription).toBeHidden();

  // The profile's own way in: the flag, the email code (Send waits before 'Resend The Code'), 'Link Account'.
  await page.getByRole('link', { name: 'Link Account' }).click();
  await expect(page).toHaveURL(/link_account=true/);
  await link.getByLabel('Email').fill(email);
  await link.getByRole('button', { name: 'Send Code' }).click();
  await expect(link.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await link.getByLabel('Code').fill(await server.lastCode(email));
  await link.getByRole('button', { name: 'Link Account' }).click();
  await expect(link).toBeHidden();
  await expect(page.getByRole('region', { name: 'Linked accounts' }).getByText('Email')).toBeVisible();
  await expect.poll(async () => (await server.getAs<User>(email, '/user/')).linked_accounts).toEqual(['email']);

  // Now subscribing goes to the checkout and comes back a Mythic Historian.
  await page.getByRole('link', { name: 'Become a Mythic Historian' }).click();
  await page.getByRole('dialog', { name: 'Become a Mythic Historian' }).getByRole('button', { name: 'Subscribe Now - $9.99/month' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test-checkout\?session=/);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Confirm and pay $9.99' }).click();
  await expect(page).toHaveURL(/\/sanctum/);
  await page.goto('/profile');
  await expect(page.getByText('Mythic Historian', { exact: true })).toBeVisible();
});
