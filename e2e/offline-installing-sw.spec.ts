/**
 * A loaded machine, made deterministic (issue #23): the service worker is still precaching when the
 * player opens a new page and loses the network, so nothing serves that page's code offline. The offline
 * specs failed this way beside a CPU load; the write path, in memory since the first screen, still writes.
 */
import { expect, test } from './fixtures';

test('a follow made offline while the service worker is still installing is queued, shown at once, and lands once', async ({ app, page, server, context }) => {
  // Every precache request of the service worker waits until the test is over.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/assets/**', async (route) => {
    if (route.request().serviceWorker()) await held;
    await route.fallback().catch(() => undefined);
  });

  const email = `installing-${Date.now()}@example.com`;
  await app.account.signUp(email, `Installer${Date.now() % 1e6}`);
  await page.goto('/creators');
  await expect(page.getByRole('heading', { name: 'Creators' })).toBeVisible();
  await expect(page.getByRole('link', { name: /The Lantern Guild/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller), 'no service worker serves this page yet').toBeNull();
  const before = (await server.writes(email)).length;

  await app.offline.goOffline();
  await page.getByRole('button', { name: 'Follow The Lantern Guild' }).click();
  await expect(page.getByRole('button', { name: 'Following The Lantern Guild' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saved. It will be sent when you are back online.')).toBeVisible();
  await app.offline.goOnline();
  await expect.poll(async () => (await server.writes(email)).filter((w) => w.path.endsWith('/follow/')).length).toBe(1);
  expect((await server.writes(email)).length).toBe(before + 1);
  release();
});
