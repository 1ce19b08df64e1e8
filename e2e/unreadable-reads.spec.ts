/**
 * Reads on a bad link, in the browser: once the screens have been seen, every GET answered with a wrong
 * shape, cut JSON, an HTML error page or a huge body leaves them showing their last good data — never a
 * blank screen, never the error page.
 */
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

const GARBAGE: { name: string; fulfill: Parameters<Route['fulfill']>[0] }[] = [
  { name: 'a wrong shape', fulfill: { status: 200, contentType: 'application/json', body: JSON.stringify({ items: 42, comments: 'none', user_id: null }) } },
  { name: 'cut JSON', fulfill: { status: 200, contentType: 'application/json', body: '{"items":[{"kind":"series","name":"The Glass' } },
  { name: 'an HTML error page', fulfill: { status: 502, contentType: 'text/html', body: '<!doctype html><h1>502 Bad Gateway</h1>' } },
  { name: 'a huge body', fulfill: { status: 200, contentType: 'application/json', body: `{"items":["${'x'.repeat(9 * 1024 * 1024)}"]}` } },
];

test('screens seen once keep their data when every read answers garbage', async ({ app, page }) => {
  const email = `reads-${Date.now()}@example.com`;
  await app.account.signUp(email, 'Ida Reads');
  const comment = 'The kiln scene, again and again.';
  const screens = [
    { url: '/sanctum', shows: page.getByRole('heading', { name: 'Welcome back, Historian Ida Reads' }) },
    { url: '/series/glassblowers-oath', shows: page.getByRole('heading', { name: "The Glassblower's Oath", level: 1 }) },
    { url: '/sagas/saga-glassblowers-oath/comments', shows: page.getByText(comment) },
    { url: '/dungeons/library-burned-twice', shows: page.getByRole('heading', { name: 'The Library That Burned Twice', level: 1 }) },
  ];
  await page.goto(screens[2]!.url);
  await page.getByRole('checkbox', { name: "Don't show this message again" }).check();
  await page.getByRole('button', { name: 'Show the Discussion' }).click();
  await page.getByRole('textbox').fill(comment);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await page.getByRole('button', { name: 'Not a spoiler' }).click();
  await expect(page.getByText(comment)).toBeVisible();
  await expect.poll(() => app.shell.pendingCount()).toBe(0);
  for (const s of screens) {
    await page.goto(s.url);
    await expect(s.shows).toBeVisible();
  }

  for (const { name, fulfill } of GARBAGE) {
    await page.context().route('**/api/**', (route) =>
      route.request().method() === 'GET' && !route.request().url().includes('/api/media/') ? route.fulfill(fulfill) : route.fallback(),
    );
    for (const s of screens) {
      await page.goto(s.url);
      await expect(s.shows, `${s.url} with ${name}`).toBeVisible();
      await expect(page.getByRole('heading', { name: /something went wrong/i })).toHaveCount(0);
    }
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  }
});
