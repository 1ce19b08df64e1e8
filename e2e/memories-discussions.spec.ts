/**
 * A Memory and its discussions, end to end: play two chapters through the loader, open the second
 * chapter's discussion through the spoilers warning, then with no network reload, reread the first
 * chapter word for word with its choice locked, and reply to another Historian's comment — the reply
 * waits, and is delivered exactly once when the network returns.
 */
import type { Adventure, Comment } from '../src/contract';
import { expect, test } from './fixtures';

const SERIES = 'glassblowers-oath';
const ADVENTURE = 'glassblowers-oath-1';
const chapterUrl = (n: number) => `/series/${SERIES}/adventure/${ADVENTURE}/read/chapter/${n}`;

test("a Historian rereads a chapter offline with its choice locked, and replies offline in the next chapter's discussion, once", async ({ app, page, server }) => {
  const stamp = Date.now();
  const email = `reader-${stamp}@example.com`;
  // Another Historian has already said something about chapter 2.
  const wren = await server.player(`wren-${stamp}@example.com`, `Wren ${stamp % 100000}`);
  await wren.send('POST', `/ac/${ADVENTURE}/`, { restart: false });
  const theirs = await wren.send<Comment>('POST', `/ac/${ADVENTURE}/add-comment/`, { chapter: 2, text: 'Anselmo is kinder than he looks.' });

  await app.account.signUp(email, `Reader ${stamp % 100000}`);
  await app.sanctum.enterMemory("The Glassblower's Oath");
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Opening the memory…' })).toBeVisible();
  await expect(page).toHaveURL(/\/read\/chapter\/1$/);

  // Chapter 1 ends in a decisive moment: six choices of other Historians are offered; the player takes one.
  const offered = page.getByRole('region', { name: 'Or follow another Historian' }).getByRole('button');
  await expect(offered).toHaveCount(6);
  const choice = (await offered.nth(2).innerText()).trim();
  await offered.nth(2).click();
  await page.getByRole('button', { name: 'Next Chapter' }).click();
  await expect(page).toHaveURL(/\/read\/chapter\/2$/);

  // Chapter 2's discussion, with its count on the footer, opens through the spoilers warning.
  await page.getByRole('link', { name: 'Discussion, 1 comment' }).click();
  await expect(page.getByRole('dialog', { name: 'Spoilers ahead' })).toBeVisible();
  await app.comments.showDiscussion();
  await expect(page.getByText(theirs.text)).toBeVisible();

  const adventure = await server.getAs<Adventure>(email, `/ac/${ADVENTURE}/`);
  expect(adventure.chapters.map((c) => c.choice_made)).toEqual([choice, null]);
  const writesBefore = await server.writes(email);

  // No network, and a reload: chapter 1 rereads word for word, its choice shown and locked.
  await app.offline.serviceWorkerReady();
  await app.offline.goOffline();
  await page.goto(chapterUrl(1));
  await app.memory.expectChapter(adventure.chapters[0]!);
  await expect(page.getByText('Your choice · locked')).toBeVisible();
  await expect(page.getByRole('blockquote').filter({ hasText: choice })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'What do you choose to do?' })).toHaveCount(0);

  // Still offline: the thread seen once reads again, and a reply waits, shown at once.
  await page.goto(`${chapterUrl(2)}/comments`);
  await expect(page.getByText(theirs.text)).toBeVisible();
  await app.comments.reply(/^Reply to Wren/, 'I trusted him too, and did not regret it.');
  await expect(page.getByText('I trusted him too, and did not regret it.')).toBeVisible();
  await expect(page.getByText('Pending — will be sent when you are online')).toBeVisible();
  expect(await server.writes(email)).toEqual(writesBefore);

  // Back online: delivered, once, and counted under the comment it answers.
  await app.offline.goOnline();
  await expect.poll(() => app.shell.pendingCount(), { timeout: 30_000 }).toBe(0);
  await expect(page.getByText('I trusted him too, and did not regret it.')).toBeVisible();
  const sent = (await server.writes(email)).slice(writesBefore.length);
  expect(sent.map((w) => `${w.method} ${w.path}`)).toEqual([`POST /api/ac/${ADVENTURE}/add-comment/`]);
  const replies = await server.getAs<{ comments: Comment[] }>(email, `/comments/${theirs.comment_id}/replies/`);
  expect(replies.comments.map((c) => [c.text, c.chapter, c.is_spoiler])).toEqual([['I trusted him too, and did not regret it.', 2, false]]);
  await page.getByRole('link', { name: 'Discussion' }).first().click();
  await expect(page.getByRole('link', { name: '1 reply' })).toBeVisible();
});
