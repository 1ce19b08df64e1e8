/** Throwaway: screenshots of every story screen and state at 390x844 (not committed). */
import { expect, test } from './fixtures';
import { StoryApi, StoryPage } from './story-page';

const dir = 'test-results/shots';
test.describe.configure({ timeout: 600_000 });

test('shots', async ({ app, page, request }) => {
  const email = `shots-${Date.now()}@example.com`;
  await app.signUp(email, 'Ada Quill');
  const api = new StoryApi(request, email);
  const story = new StoryPage(page);
  const shot = async (name: string, full = false) => page.screenshot({ path: `${dir}/${name}.png`, fullPage: full });

  await page.goto('/quickplay');
  await expect(page.getByRole('heading', { name: 'Quick Play' })).toBeVisible();
  await shot('01-quickplay');
  await page.getByRole('button', { name: /lighthouse keeper/ }).click();
  await shot('02-quickplay-filled');
  await page.getByRole('button', { name: 'Begin the Adventure' }).click();
  await shot('03-quickplay-loader');
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}\/1$/, { timeout: 60_000 });
  const id = /\/story\/([^/]+)\//.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(800);
  await shot('04-story-ch1');
  await shot('05-story-ch1-full', true);

  const sheet = await story.openEchoes();
  await page.waitForTimeout(500);
  await shot('06-echoes-chooser');
  await sheet.getByRole('button', { name: /^“/ }).first().click();
  await page.waitForTimeout(300);
  await shot('07-echo-viewer');
  await page.getByRole('dialog').last().getByRole('button', { name: 'Feature this echo' }).click();
  await page.waitForTimeout(300);
  await shot('08-feature-onboarding');
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.waitForTimeout(800);
  await shot('09-after-onboarding-subscription');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await shot('09b-after-escape');
  await page.goto(`/story/${id}/1`);
  const sheet2 = await story.openEchoes();
  await sheet2.getByRole('button', { name: /Reroll Echoes/ }).click();
  await page.waitForTimeout(400);
  await shot('10-reroll-info');
  await page.getByRole('button', { name: 'Close' }).last().click();
  await sheet2.getByRole('switch', { name: 'Play solo (no echoes)' }).check();
  await shot('11-solo');
  await sheet2.getByRole('switch', { name: 'Play solo (no echoes)' }).uncheck();
  await sheet2.getByRole('button', { name: 'Continue With Echoes' }).click();
  await page.waitForTimeout(300);
  await shot('12-scroll-of-fate');
  await page.getByRole('dialog', { name: 'Scroll of Fate' }).getByRole('button', { name: 'Remove' }).first().click();
  await shot('13-scroll-removed');
  await page.getByRole('button', { name: 'Seal the Scroll of Fate' }).click();
  await page.waitForTimeout(500);
  await shot('14-story-after-scroll', true);

  await story.choose('I follow the light down to the water');
  await shot('15-story-loader');
  await expect(page).toHaveURL(new RegExp(`/story/${id}/2$`), { timeout: 60_000 });
  await page.waitForTimeout(500);
  await shot('16-story-ch2', true);

  const portrait = page.getByRole('button', { name: /^About / }).first();
  await portrait.click();
  await page.waitForTimeout(400);
  await shot('17-character-details');
  await page.getByRole('button', { name: 'Hide the description' }).click();
  await shot('18-character-details-hidden');
  await page.getByRole('button', { name: 'View image' }).click();
  await page.waitForTimeout(300);
  await shot('19-image-viewer');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await story.footer.getByRole('button', { name: /Listen|Resume/ }).click();
  await shot('20-audio-generating');
  await expect(page.getByRole('slider', { name: 'Seek' })).toBeVisible({ timeout: 90_000 });
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: /Speed 1x/ }).click();
  await shot('21-audio-playing');
  await page.getByRole('button', { name: 'Stop' }).click();

  await page.getByRole('button', { name: 'Story options' }).click();
  await shot('22-menu');
  await page.getByRole('button', { name: 'Rate this story' }).click();
  await shot('23-rate');
  await page.getByRole('radio', { name: '4 stars' }).click();
  await shot('23b-rate-picked');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForTimeout(300);
  await shot('23c-rated-toast');
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await page.getByRole('button', { name: 'Wonderful' }).click();
  await page.getByRole('button', { name: 'Smooth' }).click();
  await shot('24-session-feedback');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('button', { name: 'About Endless Adventures' }).click();
  await shot('25-info-modal');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Story options' }).click();
  await page.getByRole('button', { name: 'Delete Custom Adventure' }).click();
  await shot('26-delete-confirm');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Escape');

  await page.goto(`/sagas/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(800);
  await shot('27-saga-custom');
  await shot('28-saga-custom-full', true);
  await page.goto('/sagas/saga-glassblowers-oath');
  await page.waitForTimeout(1200);
  await shot('29-saga-series-full', true);
  await page.goto('/quickplay?sagaId=saga-glassblowers-oath');
  await page.waitForTimeout(1000);
  await shot('30-quickplay-version');
  await page.goto('/story/demo-story');
  await page.waitForTimeout(1200);
  await shot('31-story-not-owner');
  await page.goto('/story/demo-story/4');
  await page.waitForTimeout(800);
  await shot('32-story-not-owner-last', true);

  // Offline: a pending choice.
  await app.serviceWorkerReady();
  await app.goOffline();
  await page.goto(`/story/${id}/2`);
  await story.choose('I wait for the tide');
  await page.waitForTimeout(500);
  await shot('33-offline-pending', true);
  await app.goOnline();
  await expect(page.getByRole('button', { name: 'Next Chapter' })).toBeVisible({ timeout: 60_000 });

  // The free chapters run out: the Endless Adventure promo.
  let s = await api.story(id);
  while (s.current_chapter < 10) s = await api.turn(id, `I press on, step ${s.current_chapter}`);
  await page.goto(`/story/${id}/10`);
  await page.waitForTimeout(1500);
  await page.reload();
  await page.waitForTimeout(1500);
  await shot('34-endless', true);
});
