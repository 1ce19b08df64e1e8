/** Discovery: creators, following offline, search offline, the FAQ, the home page and the header. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test('following a creator offline shows at once and lands once; the following page shows their work', async ({ app, page, server }) => {
  const email = `follow-${Date.now()}@example.com`;
  await app.account.signUp(email, `Follower${Date.now() % 1e6}`);
  // A creator not followed (an old notification's tap, a typed address): their work, and a way to follow.
  await page.goto('/following/lantern-guild');
  await expect(page.getByRole('heading', { name: 'The Lantern Guild', level: 1 })).toBeVisible();
  await expect(page.getByText('You are not following The Lantern Guild.')).toBeVisible();
  await expect(page.getByRole('link', { name: /The Library That Burned Twice/ })).toBeVisible();
  await expect(page.getByText(/^Nothing yet from/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/following-not-followed.png' });
  await page.goto('/creators');
  await expect(page.getByRole('heading', { name: 'Creators' })).toBeVisible();
  await expect(page.getByRole('link', { name: /The Lantern Guild/ })).toBeVisible();
  const before = (await server.writes(email)).length;

  await app.offline.goOffline();
  await page.getByRole('button', { name: 'Follow The Lantern Guild' }).click();
  await expect(page.getByRole('button', { name: 'Following The Lantern Guild' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saved. It will be sent when you are back online.')).toBeVisible();
  await app.offline.goOnline();
  await expect.poll(async () => (await server.writes(email)).filter((w) => w.path.endsWith('/follow/')).length).toBe(1);
  expect((await server.writes(email)).length).toBe(before + 1);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Following' }).click();
  await expect(page.getByRole('heading', { name: 'Following', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Creators you follow' }).getByText('The Lantern Guild')).toBeVisible();
  await expect(page.getByRole('link', { name: /The Glassblower's Oath/ }).first()).toBeVisible();

  await page.goto('/following/lantern-guild');
  await expect(page.getByRole('heading', { name: 'Following The Lantern Guild' })).toBeVisible();
  await page.goto('/creators/lantern-guild');
  await expect(page.getByRole('heading', { name: 'The Lantern Guild' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timelines' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByText('Write your own Timelines and Memories?')).toBeVisible();
  await page.getByRole('button', { name: 'Become a creator' }).click();
  await expect(page.getByRole('dialog', { name: 'Become a Creator' }).getByText(/done on a computer/)).toBeVisible();
});

test('search answers online, then offline from what is stored; the home page, the Memory list and the FAQ read offline', async ({ app, page }) => {
  await app.account.signUp(`search-${Date.now()}@example.com`, `Seeker${Date.now() % 1e6}`);
  await page.goto('/search');
  await page.getByRole('searchbox').fill('glass');
  await expect(page.getByRole('region', { name: 'Adventures' }).getByRole('link', { name: /The Glassblower's Oath/ })).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByText('What is a Timeline?')).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();

  await app.offline.goOffline();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('link', { name: /The Salt Cartographer/ })).toBeVisible();
  await page.getByRole('link', { name: 'Search' }).click();
  await page.getByRole('searchbox').fill('glass');
  // The answer the server gave before, kept: the saga too.
  await expect(page.getByRole('region', { name: 'Adventures' }).getByRole('link', { name: /The Glassblower's Oath/ })).toBeVisible();
  await page.getByRole('searchbox').fill('salt');
  await expect(page.getByText('You are offline. Showing what is saved on this device.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Memories' }).getByRole('link', { name: /The Salt Cartographer/ })).toBeVisible();
  await app.offline.goOnline();
});

test('the header: offer, bell and profile; the footer: its five tabs; axe finds nothing on the discovery screens', async ({ app, page }) => {
  await app.account.signUp(`header-${Date.now()}@example.com`, `Header${Date.now() % 1e6}`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Chronicle, home' })).toHaveAttribute('href', '/home');
  await expect(header.getByRole('link', { name: 'Join us on Discord' })).toHaveAttribute('href', /discord/);
  await expect(header.getByRole('link', { name: /^Limited time offer, ends in 13h 5\dmins$/ })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('href', '/profile/notifications');
  await expect(header.getByRole('link', { name: /: profile$/ })).toHaveAttribute('href', '/profile');
  const footer = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Creators', 'Sanctum', 'Following']) await expect(footer.getByRole('link', { name })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Continue Play' })).toBeVisible();

  await header.getByRole('link', { name: /^Limited time offer/ }).click();
  await expect(page.getByRole('dialog', { name: 'Limited Time Offer' }).getByRole('timer')).toHaveText(/^Ends in 13h 5\dmins$/);
  await page.keyboard.press('Escape');

  for (const path of ['/home', '/series', '/search?q=salt', '/creators', '/creators/vellum-house', '/creators/search', '/following', '/faq']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect([path, violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)]).toEqual([path, []]);
  }
});
