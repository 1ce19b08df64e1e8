/**
 * Trading cards: a Historian shares a card (a share reward follows the copy and the platform clicked),
 * makes their custom adventure's card public and deletes it — the server's messages come back as notices.
 */
import type { Avatar, CardList } from '../src/contract';
import { expect, test } from './fixtures';

test('a Historian shares a card, makes their own card public, then deletes it', async ({ app, page, server }) => {
  const email = `cards-${Date.now()}@example.com`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The platforms' share pages open in a new tab: answered here, so the test never reaches the internet.
  await page.context().route(/^https:\/\/(www\.)?(facebook|reddit|twitter|instagram)\.com\//, (route) => route.fulfill({ status: 200, body: 'shared' }));
  await app.account.signUp(email, 'Cass Merrow');
  await server.callAs(email, 'POST', '/sagas/custom-saga/', { title: 'The Tide Door', premise: 'A door opens in the sea at low tide.' });

  // Originals: a locked gold card opens in the carousel, which offers Open Adventure and sharing.
  await page.goto('/trading-cards');
  await page.getByRole('button', { name: /The Glassblower's Oath, locked/ }).click();
  const carousel = page.getByRole('dialog', { name: 'Trading Cards' });
  await app.shell.expectAccessible('card carousel');
  await expect(carousel.getByRole('link', { name: 'Open Adventure' })).toHaveAttribute('href', '/sagas/saga-glassblowers-oath');
  await expect(carousel.getByRole('button', { name: 'Create New Version' })).toHaveCount(0);
  await carousel.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'CLICK TO COPY LINK' });
  await share.getByRole('button', { name: 'Copy Link', exact: true }).click();
  await expect(page.getByText('Success! The Link was copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/sagas\/saga-glassblowers-oath$/);
  const popup = page.waitForEvent('popup');
  await share.getByRole('button', { name: 'Facebook' }).click();
  await (await popup).close();
  await share.getByRole('button', { name: 'Close' }).click();
  // The reward is recorded on close; what it earned comes back as a notice, and the avatar is there.
  await expect(page.getByText('New avatar unlocked: Share Facebook!')).toBeVisible();
  await expect.poll(async () => (await server.getAs<Avatar[]>(email, '/avatars/')).find((a) => a.avatar_id === 'share-facebook')?.state).toBe('earned');
  await page.keyboard.press('Escape');

  // Custom: the creator's own card, held without limit; public at a switch, the server's word as a notice.
  await page.getByRole('tab', { name: 'Custom' }).click();
  await expect(page).toHaveURL(/tab=custom/);
  const tile = page.getByRole('button', { name: /The Tide Door, open card/ });
  await expect(tile.getByText('∞')).toBeVisible();
  await tile.click();
  const toggle = carousel.getByRole('switch', { name: 'Make this adventure public?' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText('Your adventure is now public.')).toBeVisible();
  await expect.poll(async () => (await server.getAs<CardList>(email, '/collectible-cards/?tab=custom')).cards.find((c) => c.name === 'The Tide Door')?.is_public).toBe(true);
  await expect(carousel.getByRole('button', { name: 'Create New Version' })).toBeVisible();

  // Deleting asks first, then the card leaves the collection at once.
  await carousel.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete Custom Adventure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(carousel).toBeHidden();
  await expect(tile).toHaveCount(0);
  await expect(page.getByText('Adventure deleted successfully!')).toBeVisible();
  await expect.poll(async () => (await server.getAs<CardList>(email, '/collectible-cards/?tab=custom')).cards.map((c) => c.name)).not.toContain('The Tide Door');

  // The saga page's cards open the same carousel, at the card tapped.
  await page.goto('/sagas/saga-glassblowers-oath');
  await page.getByRole('region', { name: 'Trading Cards' }).getByRole('button', { name: /Gold/ }).click();
  await expect(carousel.getByRole('link', { name: 'Open Adventure' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(carousel).toBeHidden();
});
