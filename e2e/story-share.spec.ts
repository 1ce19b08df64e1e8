/**
 * A story's Share link opens for the Historians it is sent to: a private story's owner is asked to make it
 * public before the link is handed out (no link, no reward, while it would open for no one else), and the
 * link then opens for another Historian — one who was signed out signs in and lands on the story.
 */
import type { Story } from '../src/contract';
import { App, expect, test } from './fixtures';

test('the owner makes a private story public from Share, and its link opens for another Historian', async ({ app, page, server, browser, request }) => {
  const owner = `sharer-${Date.now()}@example.com`;
  const reader = `reader-${Date.now()}@example.com`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await app.account.signUp(owner, 'Tess Marlow');
  const story = await server.callAs<Story>(owner, 'POST', '/sagas/custom-saga/', { title: 'The Tide Door', premise: 'A door opens in the sea at low tide.' });
  await server.player(reader, 'Bram Reader');
  const readerToken = await server.tokenFor(reader);
  const readerSees = async () => (await request.get(`/api/story/${story.story_id}/`, { headers: { authorization: `Bearer ${readerToken}` } })).status();
  // Private: the story is the owner's alone.
  expect(await readerSees()).toBe(404);

  await page.goto(`/story/${story.story_id}/1`);
  await page.getByRole('navigation', { name: 'Story' }).getByRole('button', { name: 'Share' }).click();
  const gate = page.getByRole('dialog', { name: 'Make this adventure public?' });
  await expect(gate.getByText('Only you can open this story’s link.')).toBeVisible();
  await page.screenshot({ path: 'test-results/story-share-gate.png' });
  await gate.getByRole('button', { name: 'Make Public and Share' }).click();
  const share = page.getByRole('dialog', { name: 'CLICK TO COPY LINK' });
  await share.getByRole('button', { name: 'Copy Link', exact: true }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/story/${story.story_id}$`));
  await expect(page.getByText('Your adventure is now public.')).toBeVisible();
  await expect.poll(readerSees).toBe(200);

  // The reader, signed out, follows the link: sign-in first, then the story itself.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await context.newPage();
  const readerApp = new App(other, server);
  await other.goto(new URL(link).pathname);
  await expect(other).toHaveURL(/\/onboarding/);
  await readerApp.account.logIn(reader, 'I Already Have An Account');
  await expect(other).toHaveURL(new RegExp(`/story/${story.story_id}$`));
  await expect(other.getByRole('heading', { level: 1, name: story.chapters[0]!.title })).toBeVisible();
  await expect(other.getByText('That saga does not exist')).toHaveCount(0);
  await other.screenshot({ path: 'test-results/story-share-reader.png' });
  await context.close();
});
