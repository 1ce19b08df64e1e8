/**
 * The Timeline read page's first screen moves nothing (issue #26): loaded again and again with the service worker
 * installed, as a player opening it, for a crawl of three turns and for one just begun, no layout shift moves
 * anything of the page (Chrome's 'layout-shift' entries whose sources are inside the page's <main>: the app's
 * header is not this page's), from the first content until the virtualiser has taken over the feed and drawn
 * its cards off screen; and the reader is at the newest event, the choice form in view. A card drawn or measured above the reader, the header's Listen hint, the
 * virtualiser taking over: the browser's scroll anchoring keeps the reader's place, with nothing moved by script
 * (src/features/dungeon/read/EventFeed.tsx). bench/read-page-shifts.ts prints the same, load by load.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Server, test } from './fixtures';
import { THINGVELLIR_SCRIPT } from '../tests/engine/scripts';
import { storeSession } from './first-load';
import { WATCH_SHIFTS_IN_MAIN, shiftsInMain } from './layout-shifts';

/** Loads per case: a shift that came in 3 to 6 loads of 10 (the first try at a cheap swap) fails 8 loads but 1 time in 200. */
const LOADS = 8;

async function readPageLoads(page: Page, path: string): Promise<string[]> {
  // The first visit installs the service worker and fills its caches: the loads measured are a player's return.
  await page.goto(path);
  await expect(page.getByRole('textbox', { name: 'What should we do next Historian?' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.addInitScript(WATCH_SHIFTS_IN_MAIN);
  const shifted: string[] = [];
  for (let i = 0; i < LOADS; i++) {
    await page.goto('about:blank');
    await page.goto(path);
    // The virtualiser has taken over (its polite status follows the list), then the cards off screen are drawn.
    await expect(page.locator('[role=list][aria-label="The Timeline so far"] + [role=status]')).toBeAttached();
    await page.waitForTimeout(1500);
    const shifts = await shiftsInMain(page);
    if (shifts.length > 0) shifted.push(`load ${i + 1}: ${JSON.stringify(shifts)}`);
    // The reader is at the newest event, with the choice below it in view.
    const place = await page.evaluate(() => {
      const items = document.querySelectorAll('[role=listitem]');
      const last = items[items.length - 1]!.getBoundingClientRect();
      const form = document.querySelector('form')!.getBoundingClientRect();
      return { newest: last.top >= -1 && last.top < innerHeight, form: form.top >= 0 && form.bottom <= innerHeight };
    });
    expect(place, `load ${i + 1}: the newest event and the choice form in view`).toEqual({ newest: true, form: true });
  }
  return shifted;
}

async function playerWithACrawl(page: Page, server: Server, request: APIRequestContext, timeline: string, turns: string[]): Promise<void> {
  const email = `shifts-${timeline}-${Date.now()}@example.com`;
  const tokens = await server.signUpOverApi(email, `Steady${Date.now() % 100_000}`);
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  expect((await request.post(`/api/dungeon/${timeline}/`, { headers, data: { restart: false, artifacts: [] } })).ok()).toBe(true);
  for (const text of turns) expect((await request.put(`/api/dungeon/${timeline}/continue/`, { headers, data: { text } })).ok()).toBe(true);
  await page.goto('/404');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await storeSession(page, tokens.access_token, tokens.refresh_token);
}

test.describe('the Timeline read page moves nothing on its first screen', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a crawl of three turns, opened on its newest event', async ({ page, server, request }) => {
    const timeline = 'night-market-samarkand';
    await playerWithACrawl(page, server, request, timeline, ['look around', 'search the room', 'examine the walls']);
    expect(await readPageLoads(page, `/dungeons/${timeline}/read`)).toEqual([]);
  });

  // A crawl just begun, whose newest cards are short (a choice, a line; the room's first-entry card when this
  // player is the first there, as when this spec runs alone): the first screen draws enough cards above the
  // newest to fill the screen, and the room kept for the others is never what scroll anchoring holds in place
  // (it was, and the cards drawn in its room pushed the reader's down 720 px).
  test('a crawl just begun, opened on its newest event', async ({ page, server, request }) => {
    const timeline = 'cloak-law-rock';
    await playerWithACrawl(page, server, request, timeline, [THINGVELLIR_SCRIPT[0]!.input]);
    expect(await readPageLoads(page, `/dungeons/${timeline}/read`)).toEqual([]);
  });
});
