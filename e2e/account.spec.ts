/**
 * What a player who pays or signs up expects (issue #22): to see and cancel the paid plan (and resume it), to
 * delete their account, and to report a comment. Each at 390x844, axe-clean, against the real server.
 */
import type { Page } from '@playwright/test';
import type { User } from '../src/contract';
import { expect, test } from './fixtures';

const LIBRARY = 'library-burned-twice';

/** The rows of one table of the app's IndexedDB, read raw (no app code). */
function rowsOf(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('chronicle');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const req = open.result.transaction(name).objectStore(name).count();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
        };
      }),
    table,
  );
}

test('a subscriber sees the plan, cancels it at the provider (it stays until its end) and resumes it', async ({ app, page }) => {
  const email = `patron-${Date.now()}@example.com`;
  await app.account.signUp(email, 'Ines Patron');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Become a Mythic Historian' }).click();
  await page.getByRole('dialog', { name: 'Become a Mythic Historian' }).getByRole('button', { name: 'Subscribe Now - $9.99/month' }).click();
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Confirm and pay $9.99' }).click();
  await expect(page).toHaveURL(/\/sanctum/);

  await page.goto('/profile');
  const plan = page.getByRole('region', { name: 'Subscription' });
  await expect(plan.getByText('Mythic', { exact: true })).toBeVisible();
  await expect(plan.getByText('$9.99 every 30 days')).toBeVisible();
  await expect(plan.getByText('Renews on')).toBeVisible();
  await expect(plan.getByText('Test checkout (no card is charged)')).toBeVisible();
  await plan.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/account-plan.png' });
  await app.shell.expectAccessible('the profile with a paid plan');

  // The provider's portal (test mode's own page): cancel asks first, then the plan says when it ends.
  await plan.getByRole('button', { name: 'Manage or cancel subscription' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test-portal\?session=/);
  await expect(page.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
  await expect(page.getByText('Renews on')).toBeVisible();
  await page.screenshot({ path: 'test-results/account-portal.png' });
  await app.shell.expectAccessible('the test portal');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel your subscription?' })).toBeVisible();
  await app.shell.expectAccessible('the test portal, cancelling');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Ends on')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Chronicle' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(plan.getByText('Ends on')).toBeVisible();
  await expect(plan.getByText(/Your plan is cancelled: it stays until .+, then ends\./)).toBeVisible();
  await plan.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/account-plan-ending.png' });
  await app.shell.expectAccessible('the profile with a plan ending');

  // Resumed before its end, it renews again.
  await plan.getByRole('button', { name: 'Resume subscription' }).click();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText('Renews on')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Chronicle' }).click();
  await expect(plan.getByText('Renews on')).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Manage or cancel subscription' })).toBeVisible();
});

test('deleting the account needs a connection and the word, erases the player and lands signed out', async ({ app, page, server }) => {
  const stamp = Date.now();
  const email = `leaving-${stamp}@example.com`;
  await app.account.signUp(email, 'Leaving Soon');
  await server.callAs(email, 'POST', `/dungeon/${LIBRARY}/add-comment/`, { text: `Farewell ${stamp}` });
  const before = (await server.getAs<User>(email, '/user/')).user_id;

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('your progress in every Timeline and Memory, your journal and notes')).toBeVisible();
  const erase = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(erase).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.screenshot({ path: 'test-results/account-delete-dialog.png' });
  await app.shell.expectAccessible('the delete-account dialog');

  // Offline it is refused, and nothing of the device is forgotten.
  await app.offline.goOffline();
  await erase.click();
  await expect(dialog.getByText('You are offline. This needs a connection.')).toBeVisible();
  expect(await rowsOf(page, 'user')).toBe(1);
  await app.offline.goOnline();

  await erase.click();
  await expect(page).toHaveURL(/\/onboarding/);
  const done = page.getByRole('dialog', { name: 'Your account is deleted' });
  await expect(done).toBeVisible();
  await page.screenshot({ path: 'test-results/account-deleted.png' });
  await app.shell.expectAccessible('after deleting the account');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Start Playing' })).toBeVisible();
  for (const table of ['session', 'user', 'outbox', 'dungeons']) expect(await rowsOf(page, table), table).toBe(0);

  // On the server: the session's token is refused, the comment is gone, and the email makes a new Historian.
  const tokens = await server.signInOverApi(email);
  const again = await page.request.get('/api/user/', { headers: { authorization: `Bearer ${tokens.access_token}` } });
  const fresh = (await again.json()) as User;
  expect([fresh.user_id === before, fresh.username]).toEqual([false, null]);
  const thread = await page.request.get(`/api/dungeon/${LIBRARY}/comments/?limit=50`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(JSON.stringify(await thread.json())).not.toContain(`Farewell ${stamp}`);
});

test('a reported comment is hidden for the reporter at once, offline too, and stays hidden after sync and reload', async ({ app, page, server }) => {
  const stamp = Date.now() % 1e6;
  const email = `reporter-${stamp}@example.com`;
  await app.account.signUp(email, `Reporter${stamp}`);
  await server.otherHistorian(`troll-${stamp}@example.com`, `Troll${stamp}`);
  await server.callAs(`troll-${stamp}@example.com`, 'POST', `/dungeon/${LIBRARY}/add-comment/`, { text: `Spam spam ${stamp}` });
  await server.callAs(`troll-${stamp}@example.com`, 'POST', `/dungeon/${LIBRARY}/add-comment/`, { text: `Fair point ${stamp}` });

  await page.goto(`/dungeons/${LIBRARY}/comments`);
  await page.getByRole('button', { name: 'Show the Discussion' }).click();
  const spam = page.getByRole('article').filter({ hasText: `Spam spam ${stamp}` });
  await expect(spam).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Discussion \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);

  await app.offline.goOffline();
  await spam.getByRole('button', { name: `Options for Troll${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Report comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this comment' });
  const report = dialog.getByRole('button', { name: 'Report', exact: true });
  await expect(report).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  const note = dialog.getByLabel('Anything to add? (optional)');
  await note.fill('x'.repeat(600));
  await expect(note).toHaveValue('x'.repeat(500));
  await note.fill('Posts the same link everywhere');
  await page.screenshot({ path: 'test-results/account-report-dialog.png' });
  await app.shell.expectAccessible('the report dialog');
  await report.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Spam spam ${stamp}`)).toHaveCount(0);
  await expect(page.getByText(`Fair point ${stamp}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Discussion (${count - 1})` })).toBeVisible();
  expect(await app.shell.pendingCount()).toBe(1);
  await page.screenshot({ path: 'test-results/account-reported.png' });

  await app.offline.goOnline();
  await expect.poll(async () => (await server.writes(email)).some((w) => /\/comments\/[^/]+\/report\/$/.test(w.path) && w.status === 200)).toBe(true);
  // Reloaded (the spoiler warning, once passed, is not asked again).
  await page.reload();
  await expect(page.getByText(`Fair point ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Spam spam ${stamp}`)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Discussion (${count - 1})` })).toBeVisible();
  // Everyone else still reads it.
  const others = await server.getAs<{ comments: { text: string }[] }>(`troll-${stamp}@example.com`, `/dungeon/${LIBRARY}/comments/`);
  expect(others.comments.map((c) => c.text)).toContain(`Spam spam ${stamp}`);
});
