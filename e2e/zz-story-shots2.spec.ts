/** Throwaway: screenshots of the remaining story screens and states at 390x844 (not committed). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { StoryApi, StoryPage } from './story-page';

const dir = 'test-results/shots';
test.describe.configure({ timeout: 600_000 });

test('shots 2', async ({ app, page, request }) => {
  const email = `shots2-${Date.now()}@example.com`;
  await app.signUp(email, 'Bea Lantern');
  const api = new StoryApi(request, email);
  const story = new StoryPage(page);
  const shot = async (name: string, full = false) => page.screenshot({ path: `${dir}/${name}.png`, fullPage: full });
  const axe = async (name: string) => {
    const r = await new AxeBuilder({ page }).analyze();
    console.log(`AXE ${name}: ${r.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`).join('; ') || 'clean'}`);
  };

  const id = await story.create('The last scribe of a burning library must choose which single book to save.');
  await page.goto(`/sagas/saga-glassblowers-oath`);
  await page.waitForTimeout(1500);
  await shot('45-saga-series');
  await page.goto(`/story/${id}/1`);
  // The free chapters run out: the Endless Adventure promo.
  for (let n = 1; n < 10; n++) {
    await story.choose(`I press on, step ${n}`);
    await expect(page).toHaveURL(new RegExp(`/story/${id}/${n + 1}$`), { timeout: 60_000 });
  }
  void api;
  await expect(page.getByRole('link', { name: 'Subscribe for Endless Adventures!' })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(500);
  await shot('51-endless', true);
  await shot('51b-endless-bottom');

  // The Memory chapter and the Timeline room with the one narration player.
  await page.goto('/series/glassblowers-oath');
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect(page).toHaveURL(/\/read\/chapter\/1$/, { timeout: 60_000 });
  await page.waitForTimeout(800);
  await shot('52-memory-listen');
  await page.getByRole('button', { name: /Listen|Resume/ }).click();
  await expect(page.getByRole('slider', { name: 'Seek' })).toBeVisible({ timeout: 90_000 });
  await page.waitForTimeout(800);
  await shot('53-memory-playing');
  await axe('memory-playing');
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.goto('/dungeons/library-burned-twice');
  await page.getByRole('button', { name: 'Enter the Timeline' }).click();
  await page.getByRole('dialog', { name: 'Choose artifacts to take into the Timeline' }).getByRole('button', { name: 'Start without artifacts' }).click();
  await expect(page).toHaveURL(/\/read$/, { timeout: 60_000 });
  await page.waitForTimeout(3000);
  await shot('54-timeline-room');
});
