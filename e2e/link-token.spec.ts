/**
 * A read link carrying another player's sign-in (`?token=`, app-shell §4) opened by a signed-in player:
 * nothing changes hands until the player chooses on screen (issue #23). Staying keeps their session, and
 * what they write next is theirs; switching signs in as the link's player.
 */
import { expect, sanctumGreeting, test } from './fixtures';
import { storeSession } from './first-load';

const READ = '/dungeons/library-burned-twice/read';

test("a signed-in player opening another player's read link is asked; staying writes as themselves, switching as the link's player", async ({ app, page, server }) => {
  const stamp = Date.now();
  const [mine, theirs] = [`stay-${stamp}@example.com`, `link-${stamp}@example.com`];
  const me = await server.signUpOverApi(mine, `Keeper${stamp % 100_000}`);
  const them = await server.signUpOverApi(theirs, `Linker${stamp % 100_000}`);
  await page.goto('/404');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await storeSession(page, me.access_token, me.refresh_token);

  await page.goto(`${READ}?token=${encodeURIComponent(them.access_token)}`);
  const dialog = page.getByRole('dialog', { name: 'Switch account?' });
  await expect(dialog.getByText(`You are signed in as Historian Keeper${stamp % 100_000}.`)).toBeVisible();
  const stay = dialog.getByRole('button', { name: `Stay as Historian Keeper${stamp % 100_000}` });
  await expect(stay).toBeFocused();
  await app.shell.expectAccessible('the switch-account dialog');
  await stay.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(READ);

  // What the player writes next is stored under their own account.
  await page.goto('/creators');
  await page.getByRole('button', { name: 'Follow The Lantern Guild' }).click();
  await expect.poll(async () => (await server.writes(mine)).filter((w) => w.path.endsWith('/follow/')).length).toBe(1);
  expect((await server.writes(theirs)).filter((w) => w.path.endsWith('/follow/'))).toEqual([]);

  // Chosen on screen, the link signs in as its player.
  await page.goto(`${READ}?token=${encodeURIComponent(them.access_token)}`);
  await dialog.getByRole('button', { name: 'Switch account' }).click();
  await expect(page).toHaveURL(READ);
  await page.goto('/sanctum');
  await expect(page.getByRole('heading', { name: sanctumGreeting(`Linker${stamp % 100_000}`) })).toBeVisible();
});
