/**
 * A new version of the app (issue #12): the page learns of it, offers 'Update available', and the
 * reload keeps the reader's place and a write still waiting to be sent, which is then delivered once.
 * The reload happens offline, as it may on a phone: the new version is installed before it is offered.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * Deploys "the next version": the server's service worker script changes on disk, in every encoding the
 * server sends, as a deploy changes it: its precache manifest names a new revision of index.html (the
 * version the page compares, sw/version.ts). Answers how to put the current one back.
 */
function deployNextServiceWorker(): () => void {
  const files = ['dist/sw.js', 'dist/sw.js.br', 'dist/sw.js.gz'];
  const originals = files.map((f) => readFileSync(f));
  const current = originals[0]!.toString('utf8');
  const entry = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/;
  expect(current).toMatch(entry);
  const next = Buffer.from(current.replace(entry, '{"revision":"0123456789abcdef0123456789abcdef","url":"index.html"}'));
  writeFileSync(files[0]!, next);
  writeFileSync(files[1]!, brotliCompressSync(next));
  writeFileSync(files[2]!, gzipSync(next));
  return () => files.forEach((f, i) => writeFileSync(f, originals[i]!));
}

test('an update is offered, and reloading onto it keeps the reader on the same chapter with the unsent choice', async ({ app, page, server }) => {
  const email = `update-${Date.now()}@example.com`;
  await app.account.signUp(email, `Iolanthe${Date.now() % 100_000}`);
  await app.sanctum.enterMemory("The Glassblower's Oath");
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect(page).toHaveURL(/\/read\/chapter\/1$/);
  await app.offline.serviceWorkerReady();
  const writesBefore = await server.writes(email);
  const chapterUrl = page.url();

  // A new version is deployed; the page checks for it as it does when it comes back to the foreground.
  // It stays deployed until the end: the reloaded page checks for updates too, and must find none.
  const restore = deployNextServiceWorker();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(prompt).toBeVisible();

    // The network goes before the player answers: the choice waits in the outbox. Offline as the
    // fixture's goOffline does it, but with the page's route, not the context's: routing at the context
    // also intercepts the service worker, and Chromium then installs fresh copies of the same script
    // under it (which the page rightly ignores, sw/version.ts) and can stall the reloaded page's worker.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.context().setOffline(true);
    const choice = 'Hide the mirror in the cooling kiln';
    await app.memory.submitChoice(choice);
    await expect.poll(() => app.shell.pendingCount()).toBe(1);

    // The reader is a third of the way down the chapter, and takes the update (offline: it is installed).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
    const readingAt = await page.evaluate(() => Math.round(window.scrollY));
    expect(readingAt).toBeGreaterThan(100);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForEvent('load');

    // The page reloaded onto the new version: same chapter, same place, the choice still waiting.
    await expect(page).toHaveURL(chapterUrl);
    await expect(page.getByRole('region', { name: 'Your move' }).getByText(choice)).toBeVisible();
    await expect.poll(() => app.shell.pendingCount()).toBe(1);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(readingAt);
    await expect(page.getByText('Update available')).toBeHidden();

    // The network is back: the choice is delivered, once; the new version is the one running, so the
    // page's own check for updates finds none.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().setOffline(false);
    await expect.poll(() => app.shell.pendingCount(), { timeout: 30_000 }).toBe(0);
    const sent = (await server.writes(email)).slice(writesBefore.length);
    expect(sent.filter((w) => /\/ac\/.+\/continue\/$/.test(w.path))).toHaveLength(1);
    expect(sent).toHaveLength(1);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText('Update available')).toBeHidden();
  } finally {
    restore();
  }
});
