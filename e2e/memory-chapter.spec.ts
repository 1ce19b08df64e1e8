/**
 * A Memory chapter reads clearly on a phone: the Listen hint stands beside its button, on the screen and
 * over no line of the story; the way the player's words were taken ('You chose: …') is set apart from the
 * deed that follows it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONSTANTINOPLE_SCRIPT, HAARLEM_SCRIPT, SAMARKAND_SCRIPT, THINGVELLIR_SCRIPT } from '../tests/engine/scripts';

const box = async (l: Locator) => (await l.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function hintClear(page: Page, text = 'article p, article blockquote, article aside') {
  const hint = page.getByRole('tooltip', { name: 'Tap to hear it read aloud' });
  await expect(hint).toBeVisible();
  const h = await box(hint);
  expect(h.x).toBeGreaterThanOrEqual(0);
  expect(h.x + h.width).toBeLessThanOrEqual(390);
  const lines = page.locator(text);
  for (let i = 0; i < Math.min(await lines.count(), 6); i++) {
    const line = lines.nth(i);
    if (!(await line.isVisible())) continue;
    expect(overlaps(h, await box(line)), `the hint covers “${(await line.innerText()).slice(0, 40)}”`).toBe(false);
  }
}

test('the Listen hint covers no line of a chapter, and "You chose" is not a deed', async ({ app, page }) => {
  await app.account.signUp(`chapter-${Date.now()}@example.com`, `Reader ${Date.now() % 10000}`);
  await app.sanctum.enterMemory("The Glassblower's Oath");
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect(page).toHaveURL(/\/read\/chapter\/1$/);
  await hintClear(page);
  await page.screenshot({ path: 'test-results/memory-chapter-hint.png' });

  // In the Historian's own words, which the story takes as one of its ways.
  await app.memory.submitChoice('I hide the mirror in the kiln');
  await page.getByRole('button', { name: 'Next Chapter' }).click();
  await expect(page).toHaveURL(/\/read\/chapter\/2/);
  const chosen = page.getByRole('complementary', { name: 'You chose' });
  await expect(chosen).toContainText('Hide the mirror in the cooling kiln');
  const deed = page.locator('article em').first();
  const look = (l: Locator) => l.evaluate((el) => { const s = getComputedStyle(el.closest('aside, p')!); return [s.borderLeftWidth, s.borderTopWidth, s.textAlign, s.fontStyle].join(' '); });
  expect(await look(chosen)).not.toBe(await look(deed));
  expect(await chosen.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('normal');
  await page.screenshot({ path: 'test-results/memory-chapter-chosen.png' });
});

// Every Timeline but the Library: timeline.spec proves a new Historian the first to enter the Library's first room.
const TIMELINES = [
  ['chain-golden-horn', CONSTANTINOPLE_SCRIPT],
  ['night-market-samarkand', SAMARKAND_SCRIPT],
  ['tulip-haarlem', HAARLEM_SCRIPT],
  ['cloak-law-rock', THINGVELLIR_SCRIPT],
] as const;

for (const [dungeon, script] of TIMELINES) {
  test(`in ${dungeon}'s first room the Listen hint, under the header's tools, covers no line of the room`, async ({ app, page, server }) => {
    const email = `room-hint-${dungeon}-${Date.now()}@example.com`;
    await app.account.signUp(email, `Roomer ${Date.now() % 10000}`);
    await server.callAs(email, 'POST', `/dungeon/${dungeon}/`, {});
    await server.callAs(email, 'PUT', `/dungeon/${dungeon}/continue/`, { text: script[0]!.input });
    await page.goto(`/dungeons/${dungeon}/read`);
    await expect(page.getByRole('button', { name: 'Rooms' })).toBeVisible();
    // The page opens at the newest turn (its choice box in view); the room's opening lines are read from the top.
    await expect(page.getByRole('textbox', { name: 'What should we do next Historian?' })).toBeInViewport();
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }).toPass();
    await hintClear(page, 'main p');
    const rooms = await box(page.getByRole('button', { name: 'Rooms' }));
    const listen = await box(page.getByRole('button', { name: /^(Listen|Resume)$/ }));
    // The tools keep their own height: the room the hint takes is below them.
    expect(Math.abs(rooms.height - listen.height)).toBeLessThan(4);
    await page.screenshot({ path: `test-results/room-hint-${dungeon}.png` });
  });
}
