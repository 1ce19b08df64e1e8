/**
 * A new version of the app (issue #12): the page learns of it, offers 'Update available', and the
 * reload keeps the reader's place and a write still waiting to be sent, which is then delivered once.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * Deploys "the next version": the server's service worker script changes on disk (as a deploy changes
 * it), in every encoding the server sends. Answers how to put the current one back.
 */
function deployNextServiceWorker(): () => void {
  const files = ['dist/sw.js', 'dist/sw.js.br', 'dist/sw.js.gz'];
  const originals = files.map((f) => readFileSync(f));
  const next = Buffer.concat([originals[0]!, Buffer.from('\n// the next version\n')]);
  writeFileSync(files[0]!, next);
  writeFileSync(files[1]!, brotliCompressSync(next));
  writeFileSync(files[2]!, gzipSync(next));
  return () => files.forEach((f, i) => writeFileSync(f, originals[i]!));
}

test('an update is offered, and reloading onto it keeps the reader on the same chapter with the unsent choice', async ({ app, page, server }) => {
  const email = `update-${Date.now()}@example.com`;
  await app.signUp(email, 'Iolanthe');
  await app.enterMemory("The Glassblower's Oath");
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect(page).toHaveURL(/\/read\/chapter\/1$/);
  await app.serviceWorkerReady();
  const writesBefore = await server.writes(email);

  // The API fails for a while (a server that is down): the choice waits in the outbox.
  const context = page.context();
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  const choice = 'Hide the mirror in the cooling kiln';
  await app.submitChoice(choice);
  await expect.poll(() => app.pendingCount()).toBe(1);

  // The reader is a third of the way down the chapter.
  const chapterUrl = page.url();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
  const readingAt = await page.evaluate(() => Math.round(window.scrollY));
  expect(readingAt).toBeGreaterThan(100);

  // A new version is deployed; the page checks for it as it does when it comes back to the foreground.
  // It stays deployed until the end: the reloaded page checks for updates too, and must find none.
  const restore = deployNextServiceWorker();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForEvent('load');

    // The page reloaded onto the new version: same chapter, same place, the choice still waiting.
    await expect(page).toHaveURL(chapterUrl);
    await expect(page.getByRole('region', { name: 'Your move' }).getByText(choice)).toBeVisible();
    await expect.poll(() => app.pendingCount()).toBe(1);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(readingAt);
    await expect(page.getByText('Update available')).toBeHidden();

    // The server is back: the choice is delivered, once.
    await context.unroute('**/api/**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => app.pendingCount(), { timeout: 30_000 }).toBe(0);
    const sent = (await server.writes(email)).slice(writesBefore.length);
    expect(sent.filter((w) => /\/ac\/.+\/continue\/$/.test(w.path))).toHaveLength(1);
    expect(sent).toHaveLength(1);
  } finally {
    restore();
  }
});
