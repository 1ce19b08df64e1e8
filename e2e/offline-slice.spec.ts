/**
 * The offline spine, end to end: sign in, read, choose, comment on the Memory, rate; then with no network,
 * reload, reread both chapters word for word, choose, comment on the chapter and rate again, reload still
 * offline, and come back online — every write offline reaches the server exactly once.
 */
import type { Adventure } from '../src/contract';
import { expect, test } from './fixtures';

const SERIES = 'glassblowers-oath';
/** The player's writes this test makes (the dev records also list keyed commands: sign-up, starting play). */
const PLAYER_WRITE = /\/(ac\/[^/]+\/(continue|add-comment)|sagas\/[^/]+\/add-comment|user\/rating)\/$/;

test('a Historian plays online, keeps playing offline, and every offline write lands exactly once', async ({ app, page, server }) => {
  const email = `historian-${Date.now()}@example.com`;
  await app.account.signUp(email, 'Ada Quill');

  // Online: open the Memory, read chapter 1, choose.
  await app.sanctum.enterMemory("The Glassblower's Oath");
  await expect(page).toHaveURL(new RegExp(`/series/${SERIES}$`));
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect(page).toHaveURL(/\/read\/chapter\/1$/);
  const adventureId = /adventure\/([^/]+)\//.exec(page.url())![1]!;
  // In the player's own words: the story says which way it took them ('You chose: …'), and keeps saying it offline.
  await app.memory.submitChoice('I hide it in the kiln');
  await page.getByRole('button', { name: 'Next Chapter' }).click();
  await expect(page).toHaveURL(/\/read\/chapter\/2$/);

  // Comment on the saga and rate the Memory, online.
  await page.goto(`/series/${SERIES}`);
  await page.getByRole('link', { name: /discussion|comments/i }).first().click();
  await page.getByRole('button', { name: 'Show the Discussion' }).click();
  await page.getByRole('textbox').fill('The furnace scene gave me chills.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await page.getByRole('button', { name: 'Not a spoiler' }).click();
  await expect(page.getByText('The furnace scene gave me chills.')).toBeVisible();
  await page.goto(`/series/${SERIES}`);
  await page.getByRole('radio', { name: '4 stars' }).click();
  await expect(page.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  // The server has the three online writes (the choice, the comment, the rating) before we go offline.
  const playerWrites = async () => (await server.writes(email)).filter((w) => PLAYER_WRITE.test(w.path));
  await expect.poll(async () => (await playerWrites()).length).toBe(3);

  const adventure = await server.getAs<Adventure>(email, `/ac/${adventureId}/`);
  expect(adventure.chapters).toHaveLength(2);
  const writesBefore = await playerWrites();

  // Offline: reload, and both chapters read word for word.
  await app.offline.serviceWorkerReady();
  await app.offline.goOffline();
  const chapterUrl = (n: number) => `/series/${SERIES}/adventure/${adventureId}/read/chapter/${n}`;
  await page.goto(chapterUrl(1));
  await app.memory.expectChapter(adventure.chapters[0]!);
  // The test-mode strip is styled offline too (its style is the app's, precached), above the header.
  const strip = page.getByRole('complementary', { name: 'Test mode' });
  await expect(strip).toHaveCSS('background-color', 'rgb(92, 31, 18)');
  const stripBottom = (await strip.boundingBox())!.y + (await strip.boundingBox())!.height;
  expect(stripBottom).toBeLessThanOrEqual((await page.locator('header').first().boundingBox())!.y + 0.5);
  await page.goto(chapterUrl(2));
  await app.memory.expectChapter(adventure.chapters[1]!);
  const understood = page.getByRole('complementary', { name: 'You chose' }).getByText('Hide the mirror in the cooling kiln', { exact: true });
  await understood.scrollIntoViewIfNeeded();
  await expect(understood).toBeInViewport();
  await page.screenshot({ path: 'test-results/memory-you-chose-offline.png' });

  // Offline: choose, comment, rate — each kept and shown as pending.
  const choice = 'Look deep into the mirror and wait for what it shows';
  await app.memory.submitChoice(choice);
  await expect(page.getByText('Your choice is saved and will be sent when you are back online.')).toBeVisible();
  // The chapter's own discussion, a thread this device has not opened yet: it can still be written to.
  await page.getByRole('link', { name: /discussion|comments/i }).first().click();
  await page.getByRole('button', { name: 'Show the Discussion' }).click();
  await page.getByRole('textbox').fill('Written on a train with no signal.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await page.getByRole('button', { name: 'Not a spoiler' }).click();
  await expect(page.getByText('Written on a train with no signal.')).toBeVisible();
  await expect(page.getByText(/will be sent when you are online/i).first()).toBeVisible();
  await page.goto(`/series/${SERIES}`);
  await page.getByRole('radio', { name: '5 stars' }).click();
  await expect.poll(() => app.shell.pendingCount()).toBe(3);

  // Reload while still offline: still pending, nothing lost.
  await page.reload();
  await expect.poll(() => app.shell.pendingCount()).toBe(3);
  await page.goto(chapterUrl(2));
  await expect(page.getByText('Your choice is saved and will be sent when you are back online.')).toBeVisible();
  expect(await playerWrites()).toEqual(writesBefore);

  // Back online: everything is sent, once.
  await app.offline.goOnline();
  await expect.poll(() => app.shell.pendingCount(), { timeout: 30_000 }).toBe(0);
  await expect(page.getByRole('button', { name: 'Next Chapter' })).toBeVisible();

  const writesAfter = (await playerWrites()).slice(writesBefore.length);
  const byPath = (re: RegExp) => writesAfter.filter((w) => re.test(w.path));
  expect(byPath(/\/ac\/.+\/continue\/$/)).toHaveLength(1);
  expect(byPath(/\/ac\/.+\/add-comment\/$/)).toHaveLength(1);
  expect(byPath(/\/user\/rating\/$/)).toHaveLength(1);
  expect(writesAfter).toHaveLength(3);

  const after = await server.getAs<Adventure>(email, `/ac/${adventureId}/`);
  expect(after.chapters[1]!.choice_made).toBe(choice);
  expect(after.chapters).toHaveLength(3);
});
