/**
 * A first visit with no service worker (a browser without one; here it is blocked): the write path's code
 * arrives after the first screen without any write asking for it, so a write made after the network is
 * lost is queued, shown at once, and delivered once when it returns (issue #23).
 */
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeSession } from './first-load';

test.use({ serviceWorkers: 'block' });

const isWritePath = (r: Response) => /\/assets\/write-path-[^/]+\.js$/.test(new URL(r.url()).pathname);

test('offline before the first write, with no service worker: a follow is queued, shown at once, and lands once online', async ({ app, page, server, context }) => {
  const email = `first-visit-${Date.now()}@example.com`;
  const tokens = await server.signUpOverApi(email, `Newcomer${Date.now() % 100_000}`);
  // Signed in without the app loading anything but its first screen, then an empty HTTP cache: a first visit.
  await page.goto('/404');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await storeSession(page, tokens.access_token, tokens.refresh_token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');

  // The write path comes after the first screen, with no write asking for it.
  const writePath = context.waitForEvent('response', { predicate: isWritePath });
  await page.goto('/creators');
  await expect(page.getByRole('heading', { name: 'Creators' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow The Lantern Guild' })).toBeVisible();
  expect((await writePath).ok()).toBe(true);
  const before = (await server.writes(email)).length;

  await app.offline.goOffline();
  await expect(page.getByText(/your moves are saved/i)).toBeVisible();
  await page.getByRole('button', { name: 'Follow The Lantern Guild' }).click();
  await expect(page.getByRole('button', { name: 'Following The Lantern Guild' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saved. It will be sent when you are back online.')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(await app.shell.pendingCount()).toBe(1);

  await app.offline.goOnline();
  await expect.poll(async () => (await server.writes(email)).filter((w) => w.path.endsWith('/follow/')).length).toBe(1);
  await expect.poll(() => app.shell.pendingCount()).toBe(0);
  expect((await server.writes(email)).length).toBe(before + 1);
});
