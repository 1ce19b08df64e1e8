/** A player the Historian blocked leaves the discussion whole: not shown, not counted, not answered. */
import { expect, test } from './fixtures';

const LIBRARY = 'library-burned-twice';

test('a blocked player’s conversation is neither counted nor offered a reply', async ({ app, page, server }) => {
  const stamp = Date.now() % 1e6;
  const email = `blocker-${stamp}@example.com`;
  await app.account.signUp(email, `Blocker${stamp}`);
  const rivalId = await server.otherHistorian(`rival-${stamp}@example.com`, `Rival${stamp}`);
  await server.otherHistorian(`cy-${stamp}@example.com`, `Cy${stamp}`);
  const rude = await server.callAs<{ comment_id: string }>(`rival-${stamp}@example.com`, 'POST', `/dungeon/${LIBRARY}/add-comment/`, { text: `Rude words ${stamp}` });
  await server.callAs(`cy-${stamp}@example.com`, 'POST', `/dungeon/${LIBRARY}/add-comment/`, { text: 'Agreed', parent_id: rude.comment_id });
  await server.callAs(email, 'POST', `/dungeon/${LIBRARY}/add-comment/`, { text: `Mine ${stamp}` });
  await server.callAs(email, 'POST', `/user/block/${rivalId}/`);
  // Someone who blocked nobody sees the rival's comment and its reply: two more than the blocker.
  const all = (await server.getAs<{ count: number }>(`cy-${stamp}@example.com`, `/dungeon/${LIBRARY}/comments/`)).count;

  await page.goto(`/dungeons/${LIBRARY}/comments`);
  await app.comments.showDiscussion();
  await expect(page.getByText(`Mine ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Rude words ${stamp}`)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Discussion (${all - 2})` })).toBeVisible();

  // Opened by its address (a notification, a shared link), the conversation is not answerable.
  await page.goto(`/dungeons/${LIBRARY}/comments/${rude.comment_id}/replies`);
  await expect(page.getByText('You blocked the Historian who started this conversation, so it is hidden from you and cannot be answered.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Reply to Rival${stamp}` })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/blocked-conversation.png' });
});
