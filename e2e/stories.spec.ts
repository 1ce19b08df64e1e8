/**
 * A custom story end to end: a Historian creates one in quick play, keeps a Scroll of Fate of other
 * Historians' echoes, plays three chapters (the third chosen offline, delivered exactly once), reads it
 * all again with no network, listens to a chapter at 1.5x and seeks (heard once, it is kept for offline),
 * and deletes the story.
 */
import { expect, test } from './fixtures';
import { StoryApi, StoryPage } from './pages/story';

const PREMISE = 'A cartographer in Venice finds that her newest map shows a canal that was filled in a hundred years ago.';

test('a Historian creates a custom story, plays it online and offline, listens, and deletes it', async ({ app, page, request, server }) => {
  test.setTimeout(240_000);
  const email = `storyteller-${Date.now()}@example.com`;
  await app.account.signUp(email, 'Ada Lovell');
  const api = new StoryApi(request, email);
  const story = new StoryPage(page);

  // Quick play: the narrator opens the story; its first chapter reads word for word.
  const id = await story.create(PREMISE);
  const opened = await api.story(id);
  expect(opened.premise).toBe(PREMISE);
  await app.memory.expectChapter(opened.chapters[0]!);

  // The Listen tab's one-time hint stands above the choice box: while the Historian writes, it steps aside,
  // and the send button takes the tap.
  await story.choice.fill('I unfold the map');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await story.footer.getByRole('button', { name: 'Send your choice' }).click({ trial: true, timeout: 5_000 });
  await story.choice.fill('');

  // Echoes: the chooser offers other Historians' choices; the solo toggle changes the confirm.
  const chooser = await story.openEchoes();
  await expect(chooser.getByRole('article')).toHaveCount(10);
  const solo = chooser.getByRole('switch', { name: 'Play solo (no echoes)' });
  await solo.check();
  await expect(chooser.getByRole('button', { name: 'Play Solo Adventure' })).toBeVisible();
  await solo.uncheck();
  await chooser.getByRole('button', { name: 'Continue With Echoes' }).click();

  // The Scroll of Fate: remove one kept echo, then seal it.
  const scroll = page.getByRole('dialog', { name: 'Scroll of Fate' });
  const removes = scroll.getByRole('button', { name: /^Remove/ });
  await expect(removes).toHaveCount(3);
  await removes.first().click();
  await expect(removes).toHaveCount(2);
  await scroll.getByRole('button', { name: 'Seal the Scroll of Fate' }).click();
  await expect(page.getByText('Your Scroll of Fate holds 2 echoes for the next chapter.')).toBeVisible();
  await expect.poll(async () => (await api.echoes(id)).scroll.length).toBe(2);
  const kept = (await api.echoes(id)).scroll.map((e) => e.text);

  // Chapter 2, online: the loader, then the chapter the narrator wove the kept echoes into.
  await story.choose('I row to where the canal used to be');
  await expect(page).toHaveURL(new RegExp(`/story/${id}/2$`), { timeout: 60_000 });
  const two = (await api.story(id)).chapters[1]!;
  await app.memory.expectChapter(two);
  expect(two.blocks.map((b) => b.blockText).join(' ')).toContain(kept[0]!);

  // Continue Play leads back into the story: it is the player's most recent play.
  await page.goto('/sanctum');
  await page.getByRole('button', { name: 'Continue Play' }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${id}/2$`));

  // The story's adventure page, seen once online: its cover, card and echoes.
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('link', { name: 'Adventure page' }).click();
  const cards = page.getByRole('region', { name: 'Trading Cards' });
  await expect(cards.getByText(opened.title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'See all 10 echoes' })).toBeVisible();

  // Offline: both chapters read again after a reload, and the adventure page with its card and echoes.
  await app.offline.serviceWorkerReady();
  await app.offline.goOffline();
  await page.goto(`/story/${id}/1`);
  await app.memory.expectChapter(opened.chapters[0]!);
  await page.goto(`/sagas/${id}`);
  await expect(page.getByRole('heading', { name: opened.title, level: 1 })).toBeVisible();
  await expect(cards.getByText(opened.title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'See all 10 echoes' })).toBeVisible();
  await page.goto(`/story/${id}/2`);
  await app.memory.expectChapter(two);

  // Chapter 3 chosen offline: pending, kept over a reload, sent exactly once when the network returns.
  const writesBefore = await server.writes(email);
  await story.choose('I wait for low tide and walk the old canal bed');
  await expect(page.getByText('Your choice is saved and will be sent when you are back online.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your choice is saved and will be sent when you are back online.')).toBeVisible();
  expect(await server.writes(email)).toEqual(writesBefore);
  await app.offline.goOnline();
  await expect(page.getByRole('button', { name: 'Next Chapter' })).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => app.shell.pendingCount()).toBe(0);
  const turns = (await server.writes(email)).filter((w) => new RegExp(`/story/${id}/turn/$`).test(w.path));
  expect(turns).toHaveLength(2);
  await page.getByRole('button', { name: 'Next Chapter' }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${id}/3$`));
  const three = (await api.story(id)).chapters[2]!;
  await app.memory.expectChapter(three);

  // Listen: audio mode, 1.5x, a seek; the lock screen knows what plays.
  await story.footer.getByRole('button', { name: 'Listen' }).click();
  const seek = page.getByRole('slider', { name: 'Seek' });
  await expect(seek).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Speed 1x, change speed' }).click();
  await expect(page.getByRole('button', { name: 'Speed 1.5x, change speed' })).toBeVisible();
  await seek.fill('20');
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:2\d of \d+:\d\d$/);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(three.title);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(seek).toHaveCount(0);
  // Heard once, the narration is kept whole: with no network a seek still gets its slice.
  await expect.poll(() => app.offline.cachedAudio(three.audio_url!)).toBe(true);
  await app.offline.goOffline();
  expect(await app.offline.rangeFromCache(three.audio_url!)).toEqual({ status: 206, bytes: 100 });
  await app.offline.goOnline();

  // Delete: confirmed, gone for its owner, and the server's notice shows.
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('button', { name: 'Delete Custom Adventure' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Custom Adventure?' });
  await expect(confirm.getByText('This removes the custom Adventure for you. Historians who hold its trading card keep it.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/sanctum$/);
  await expect(page.getByText('Adventure deleted successfully!')).toBeVisible();
  expect(await api.status(`/story/${id}/`)).toBe(404);
});
