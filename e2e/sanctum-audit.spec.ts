/**
 * The Sanctum as Lighthouse's accessibility, best-practices and SEO audits see it (issue #12), online and
 * offline: axe-core finds no violation, the page has its language, title, description and viewport, the
 * console stays clean, and /robots.txt is a real robots file, not the app's index.html.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, sanctumGreeting, test } from './fixtures';

test('robots.txt is a robots file that keeps crawlers out of the API', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await res.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).not.toContain('<html');
});

test('the Sanctum, online and offline: no axe violation, its title, language, description and viewport, a clean console', async ({ app, page }) => {
  const consoleErrors: string[] = [];
  const scriptErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => scriptErrors.push(e.message));
  const username = `Audit${Date.now() % 1e6}`;
  await app.account.signUp(`audit-${Date.now()}@example.com`, username);
  const welcome = page.getByRole('heading', { name: sanctumGreeting(username) });
  await app.offline.serviceWorkerReady();

  const audit = async (state: string) => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect([state, violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)]).toEqual([state, []]);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect(page).toHaveTitle(/Chronicle/);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBeTruthy();
    expect(await page.getAttribute('meta[name="viewport"]', 'content')).toContain('width=device-width');
  };

  await page.reload();
  await expect(welcome).toBeVisible();
  await audit('online');
  expect(consoleErrors).toEqual([]);

  // Offline the browser logs the API calls it could not make (the page shows what it holds): only
  // script errors count then.
  await app.offline.goOffline();
  await page.reload();
  await expect(welcome).toBeVisible();
  await audit('offline');
  await page.screenshot({ path: 'test-results/sanctum-offline.png' });
  expect(scriptErrors).toEqual([]);
});

test('the Sanctum does not move as it loads: while the rank is read, the Timelines already stand where they will be', async ({ app, page }) => {
  await app.account.signUp(`still-${Date.now()}@example.com`, 'Steady');
  const rankLink = page.getByRole('link', { name: 'Historian Rank and rewards' });
  await expect(rankLink).toBeVisible();
  const timelinesTop = () => page.evaluate(() => Math.round(document.querySelector('section[aria-labelledby="timelines-title"]')!.getBoundingClientRect().top + window.scrollY));
  const loaded = await timelinesTop();

  // The same Sanctum before the rank has been read: its row not on the device, the API unreachable.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('chronicle');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('rank', 'readwrite');
          tx.objectStore('rank').clear();
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
  );
  await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Timelines' })).toBeVisible();
  await expect(rankLink).toHaveCount(0);
  expect(await timelinesTop()).toBe(loaded);
});
