/**
 * The player's own corner: a Historian picks an avatar, adds a friend (with the spec's messages), blocks
 * another player from a comment and unblocks them from the profile — and all of it reads offline, where an
 * unblock is kept and delivered once the network returns.
 */
import type { Avatar, User } from '../src/contract';
import { expect, test } from './fixtures';

const SAGA = 'saga-glassblowers-oath';

test('a Historian picks an avatar, adds a friend, blocks and unblocks a player; their corner reads offline', async ({ app, page, server }) => {
  const stamp = Date.now() % 1_000_000;
  const email = `corner-${stamp}@example.com`;
  const friend = { email: `wren-${stamp}@example.com`, name: `Wren ${stamp}` };
  const rival = { email: `rook-${stamp}@example.com`, name: `Rook ${stamp}` };
  await server.otherHistorian(friend.email, friend.name);
  await server.otherHistorian(rival.email, rival.name);
  await server.callAs(rival.email, 'POST', `/sagas/${SAGA}/add-comment/`, { text: `Rook ${stamp} was here first.` });
  await app.account.signUp(email, 'Ada Vell');

  // The avatar picker: search by description, choose, Select.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Ada Vell' })).toBeVisible();
  await app.shell.expectAccessible('profile');
  await page.getByRole('button', { name: 'Change your avatar' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
  await app.shell.expectAccessible('avatar picker');
  await picker.getByLabel('Search avatars').fill('LAMPLIGHT');
  await expect(picker.getByRole('radio')).toHaveCount(1);
  await picker.getByRole('radio', { name: /Lantern/ }).check({ force: true });
  await picker.getByRole('button', { name: 'Select' }).click();
  await expect(picker).toBeHidden();
  await expect.poll(async () => (await server.getAs<Avatar[]>(email, '/avatars/')).find((a) => a.state === 'selected')?.avatar_id).toBe('starting-lantern');

  // The add-friend dialog and its messages.
  await page.goto('/profile/my-group');
  await page.getByRole('button', { name: 'Add Friend' }).click();
  const adding = page.getByRole('dialog', { name: 'Add Friend' });
  const field = adding.getByLabel('Username or email');
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(adding.getByRole('alert')).toHaveText('Please enter a username or email');
  await field.fill('Nobody By That Name');
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(adding.getByRole('alert')).toHaveText('This username does not exist');
  await app.shell.expectAccessible('add-friend dialog with an error');
  await field.fill(`  ${friend.name} `);
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(adding).toBeHidden();
  await expect(page.getByText(`${friend.name} joined your group.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: friend.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add Friend' }).click();
  await field.fill(friend.email);
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(adding.getByRole('alert')).toHaveText('User is already in your group');
  await page.keyboard.press('Escape');

  // Blocking from a comment's author: their comment leaves the thread.
  await page.goto(`/sagas/${SAGA}/comments`);
  // The discussion's spoiler guard, once.
  await page.getByRole('button', { name: 'Show the Discussion' }).click();
  const comment = page.getByText(`Rook ${stamp} was here first.`);
  await expect(comment).toBeVisible();
  await page.getByRole('button', { name: `Options for ${rival.name}` }).click();
  await page.getByRole('menuitem', { name: `Block ${rival.name}` }).click();
  await page.getByRole('dialog', { name: `Block ${rival.name}?` }).getByRole('button', { name: 'Block' }).click();
  await expect(comment).toBeHidden();
  await expect.poll(async () => (await server.getAs<User>(email, '/user/')).blocked_users.length).toBe(1);

  // Offline, after a reload: the profile, the group, the avatars and the blocked list read as they were.
  await app.offline.serviceWorkerReady();
  await app.offline.goOffline();
  await page.goto('/profile/my-group');
  await expect(page.getByRole('listitem').filter({ hasText: friend.name })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Ada Vell' })).toBeVisible();
  await page.getByRole('button', { name: 'Change your avatar' }).click();
  await expect(picker.getByRole('radio', { name: /Lantern/ })).toBeChecked();
  await expect(picker.locator('label').filter({ hasText: 'Lantern' })).toContainText('Current');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Blocked users/ }).click();
  const blocked = page.getByRole('dialog', { name: 'Blocked Users (1)' });
  await expect(blocked.getByText(rival.name)).toBeVisible();

  // Unblocking offline shows at once and is delivered once the network is back.
  await blocked.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByRole('dialog', { name: 'Blocked Users (0)' }).getByText("You haven't blocked any users yet.")).toBeVisible();
  await app.offline.goOnline();
  await expect.poll(async () => (await server.getAs<User>(email, '/user/')).blocked_users.length).toBe(0);
  await expect.poll(async () => (await server.writes(email)).filter((w) => w.path.startsWith('/api/user/unblock/')).length).toBe(1);
  await page.goto(`/sagas/${SAGA}/comments`);
  await expect(comment).toBeVisible();
});
