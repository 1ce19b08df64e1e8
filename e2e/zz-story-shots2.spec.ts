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
  await page.waitForTimeout(600);
  await shot('40-story-ch1');
  await axe('story');
  await story.footer.getByRole('button', { name: 'Echoes' }).click();
  await page.waitForTimeout(500);
  await axe('chooser');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('button', { name: 'Delete Custom Adventure' }).click();
  await shot('41-delete-confirm');
  await axe('delete');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Escape');

  await page.goto(`/sagas/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  await shot('42-saga-custom');
  await shot('43-saga-custom-full', true);
  await axe('saga');
  await page.getByRole('button', { name: /See all/ }).click();
  await page.waitForTimeout(500);
  await shot('44-echoes-readonly');
  await page.keyboard.press('Escape');
  await page.goto('/sagas/saga-glassblowers-oath');
  await page.waitForTimeout(1500);
  await shot('45-saga-series-full', true);
  await page.goto('/quickplay?sagaId=saga-glassblowers-oath');
  await page.waitForTimeout(1200);
  await shot('46-quickplay-version');
  await axe('quickplay');
  await page.goto('/story/demo-story');
  await page.waitForTimeout(1500);
  await shot('47-story-not-owner');
  await page.goto('/story/demo-story/4');
  await page.waitForTimeout(1000);
  await shot('48-story-not-owner-last', true);
  await axe('not-owner');

  // Offline: a pending choice, and a quick play creation waiting.
  await page.goto(`/story/${id}/1`);
  await app.serviceWorkerReady();
  await app.goOffline();
  await page.reload();
  await story.choose('I save the book of maps');
  await page.waitForTimeout(600);
  await shot('49-offline-pending', true);
  await page.goto('/quickplay');
  await page.getByRole('button', { name: /clockmaker/ }).click();
  await page.getByRole('button', { name: 'Begin the Adventure' }).click();
  await page.waitForTimeout(800);
  await shot('50-quickplay-loader-offline');
  await app.goOnline();
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}\/1$/, { timeout: 60_000 });

  // The free chapters run out: the Endless Adventure promo.
  let s = await api.story(id);
  while (s.current_chapter < 10) s = await api.turn(id, `I press on, step ${s.current_chapter}`);
  await page.goto(`/story/${id}/10`);
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
