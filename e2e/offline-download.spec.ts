/**
 * 'Make available offline', end to end: a Historian keeps a whole Memory on the device, goes offline,
 * reloads, opens a chapter they never opened and reads it word for word, its narration answered from the
 * offline cache; then removes the download.
 */
import type { Adventure } from '../src/contract';
import { expect, test } from './fixtures';

const SERIES = 'glassblowers-oath';
const NEVER_OPENED = 'glassblowers-oath-2';

test('a Memory made available offline reads and plays with no network, and its download can be removed', async ({ app, page, server }) => {
  test.setTimeout(240_000);
  const email = `keeper-${Date.now()}@example.com`;
  await app.account.signUp(email, 'Ilse Keeper');
  await page.goto(`/series/${SERIES}`);
  await app.offline.serviceWorkerReady();

  await page.getByRole('button', { name: 'Make available offline' }).click();
  // The download asks for each adventure's narration, which the server renders on first request, one at a
  // time (server/narration/render-pool.ts: one thread on two cores): three adventures now, each render seconds
  // of eSpeak and MP3 encoding, and many more on a machine busy with other work. The wait allows for that.
  await expect(page.getByText(/Available offline · \d/)).toBeVisible({ timeout: 150_000 });
  await app.shell.expectAccessible('the Memory made available offline');
  // Kept once, in the offline cache, not a second time in the media caches their limits may evict.
  const audio = await server.getAs<Adventure>(email, `/ac/${SERIES}-1/`);
  expect(await app.offline.cachedAudio(audio.chapters[0]!.audio_url!)).toBe(false);

  // The chapter is the one the server lets this player read: chapter 1 of the adventure not begun.
  const adventure = await server.getAs<Adventure>(email, `/ac/${NEVER_OPENED}/`);
  const chapter = adventure.chapters[0]!;
  expect(chapter.audio_url).toBeTruthy();

  await app.offline.goOffline();
  await page.reload();
  await page.goto(`/series/${SERIES}/adventure/${NEVER_OPENED}/read/chapter/1`);
  await app.memory.expectChapter(chapter);
  // Its narration, as the audio element asks for it (a range), answered by the service worker from the offline cache.
  expect(await page.evaluate(async (u) => !!(await (await caches.open('chronicle-downloads')).match(u)), chapter.audio_url!)).toBe(true);
  expect(await app.offline.rangeFromCache(chapter.audio_url!)).toEqual({ status: 206, bytes: 100 });

  // Offline, a Memory's page says why it cannot be downloaded now; this one is kept and says so.
  await page.goto(`/series/${SERIES}`);
  await expect(page.getByText(/Available offline · \d/)).toBeVisible();

  await app.offline.goOnline();
  await page.getByRole('button', { name: 'Remove download' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove download?' });
  await app.shell.expectAccessible('the remove confirm');
  await confirm.getByRole('button', { name: 'Remove download' }).click();
  await expect(page.getByRole('button', { name: 'Make available offline' })).toBeVisible();
  expect(await page.evaluate(async (u) => !!(await (await caches.open('chronicle-downloads')).match(u)), chapter.audio_url!)).toBe(false);
});
