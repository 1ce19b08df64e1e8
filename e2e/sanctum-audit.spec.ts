/**
 * The Sanctum as Lighthouse's accessibility, best-practices and SEO audits see it (issue #12), online and
 * offline: axe-core finds no violation, the page has its language, title, description and viewport, the
 * console stays clean, and /robots.txt is a real robots file, not the app's index.html.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, sanctumGreeting, test } from './fixtures';
import { storeSession } from './first-load';
import { WATCH_SHIFTS_IN_MAIN, shiftsInMain } from './layout-shifts';

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

/** Where the Timelines section starts on the page. */
function timelinesTop(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(document.querySelector('section[aria-labelledby="timelines-title"]')!.getBoundingClientRect().top + window.scrollY));
}

/** The Sanctum reloaded as before its rank was read: the rank's row gone from the device, the API unreachable. */
async function reloadWithoutRank(page: Page): Promise<void> {
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
}

test('the Sanctum does not move as it loads: while the rank is read, the Timelines already stand where they will be', async ({ app, page }) => {
  await app.account.signUp(`still-${Date.now()}@example.com`, 'Steady');
  const rankLink = page.getByRole('link', { name: 'Historian Rank and rewards' });
  await expect(rankLink).toBeVisible();
  const loaded = await timelinesTop(page);

  await reloadWithoutRank(page);
  await expect(rankLink).toHaveCount(0);
  expect(await timelinesTop(page)).toBe(loaded);
});

// Issue #26: Lighthouse measured CLS 0.03-0.04 on the demo player's Sanctum. The Credits line stood under the loading
// placeholders in the first screen and was pushed out of it, and the rank's placeholder was 32 px taller than a
// rank whose names fit one line.
test('the Sanctum of a Historian with a rank and progress moves nothing as it loads, and its rank placeholder is the rank’s height', async ({ page, server }) => {
  const tokens = await server.signInOverApi('demo@chronicle.local');
  await page.goto('/404');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await storeSession(page, tokens.access_token, tokens.refresh_token);
  await page.goto('/sanctum');
  const rankLink = page.getByRole('link', { name: 'Historian Rank and rewards' });
  await expect(rankLink).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.addInitScript(WATCH_SHIFTS_IN_MAIN);
  const shifted: string[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto('about:blank');
    await page.goto('/sanctum');
    await expect(rankLink).toBeVisible();
    await expect(page.getByRole('link', { name: 'Credits' })).toBeAttached();
    await page.waitForTimeout(1000);
    const shifts = await shiftsInMain(page);
    if (shifts.length > 0) shifted.push(`load ${i + 1}: ${JSON.stringify(shifts)}`);
  }
  expect(shifted).toEqual([]);

  // The same Sanctum before the rank has been read: the Timelines stand where they will be.
  const loaded = await timelinesTop(page);
  await reloadWithoutRank(page);
  await expect(rankLink).toHaveCount(0);
  expect(await timelinesTop(page)).toBe(loaded);
});
