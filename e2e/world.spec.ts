/**
 * The world kept its promises: pictures that show their subject and are credited, a tracker that warns
 * before it kills, a purchase that asks first, a Memory that says when a choice means none of its ways.
 * Each test leaves a screenshot at 390×844 in test-results/ to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { THINGVELLIR_SCRIPT } from '../tests/engine/scripts';
import { PlayerApi, TimelinePage } from './pages/timeline';
import { Shell } from './pages/shell';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/world-${name}.png` });

async function noAxeViolations(page: Page): Promise<void> {
  await new Shell(page).settled();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the credits page names the icons’ authors under their licence, from the legal pages', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Credits' }).click();
  await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();
  await expect(page.getByText(/Icons from Game Icons, used under the Creative Commons Attribution 3.0 licence/)).toBeVisible();
  await expect(page.getByText('Delapouite', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CC BY 3.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/3.0/');
  await shot(page, 'credits');
  await noAxeViolations(page);
});

test('a room shows its scene, a drained tracker warns on the footer, and a paid room restart asks first', async ({ app, page, request }) => {
  const email = `breath-${Date.now()}@example.com`;
  await app.account.signUp(email, `Breath ${Date.now() % 10000}`);
  const timeline = new TimelinePage(page, new PlayerApi(request, email), 'library-burned-twice');
  await timeline.enterFromPage();
  const scene = page.getByRole('img', { name: /harbour steps at night/ });
  await expect(scene).toBeVisible();
  await expect.poll(() => scene.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The warehouses' smoke takes a breath an action: the footer says so before the last one.
  await timeline.playStep('go east along the quay');
  const warning = page.getByRole('button', { name: /^Breath \d of 8 — \d more actions? in this room and it runs out/ });
  for (let i = 0; i < 6 && !(await warning.isVisible()); i++) await timeline.play('examine the oil jars');
  await expect(warning).toBeVisible();
  await shot(page, 'tracker-warning');
  await warning.click();
  const trackers = page.getByRole('dialog');
  await expect(trackers.getByText(/^Breath:/)).toBeVisible();
  await noAxeViolations(page);
  await page.keyboard.press('Escape');

  // The free room restart goes at once; the next one is a purchase and is confirmed first.
  const openRestart = () => page.getByRole('navigation', { name: 'Timeline' }).getByRole('button', { name: 'Restart' }).click();
  await openRestart();
  await page.getByRole('button', { name: 'Restart this Room — Free' }).click();
  await expect(page.getByRole('dialog', { name: 'Restart' })).toHaveCount(0);
  await openRestart();
  await page.getByRole('button', { name: 'Restart this Room — $0.99' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restart this room for $0.99?' });
  await expect(confirm.getByText('This is a purchase of $0.99.')).toBeVisible();
  await shot(page, 'restart-confirm');
  await noAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
});

test('the fifth Timeline, The Cloak at the Law Rock, shows its scenes and is played to victory', async ({ app, page, request }) => {
  // A whole Timeline typed turn by turn: on a busy machine a turn can take half a minute.
  test.setTimeout(900_000);
  const email = `althing-${Date.now()}@example.com`;
  await app.account.signUp(email, `Althing ${Date.now() % 10000}`);
  const player = new PlayerApi(request, email);
  const timeline = new TimelinePage(page, player, 'cloak-law-rock');
  await timeline.enterFromPage();
  const gorge = page.getByRole('img', { name: /The Everyman’s Gorge: a path trodden by horses/ });
  await expect(gorge).toBeVisible();
  await expect.poll(() => gorge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await gorge.scrollIntoViewIfNeeded();
  await shot(page, 'thingvellir-gorge');
  await noAxeViolations(page);

  const steps = THINGVELLIR_SCRIPT.map((s) => s.input);
  const rift = steps.indexOf('attack the man in the blue hood');
  await timeline.playScript(steps.slice(0, rift));
  const riftScene = page.getByRole('img', { name: /The drowned rift: a fissure of water clear and blue/ });
  await expect(riftScene).toBeVisible();
  await expect.poll(() => riftScene.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'thingvellir-rift');

  // The sword-seller bars no way: he is fought until he flees and leaves the cloak (a hit alone is no victory).
  const holdsCloak = async () => (await player.progress('cloak-law-rock')).inventory.some((i) => i.name === 'Thorgeir’s Cloak' || i.name === "Thorgeir's Cloak");
  for (let i = 0; i < 12 && !(await holdsCloak()); i++) await timeline.play(steps[rift]!);
  expect(await holdsCloak()).toBe(true);
  await timeline.playScript(steps.slice(rift + 1));
  expect(await timeline.status()).toBe('victory');
  await expect(page.getByText('Dungeon Complete!')).toBeVisible();
  await expect(page.getByText(/Thorgeir lies a day and a night under his cloak, and then gives one law to both/)).toBeVisible();
  // Not a Timeline of the Expedition: no progress and no passage of its story.
  await expect(page.getByRole('progressbar', { name: 'Expedition progress' })).toHaveCount(0);
  await shot(page, 'thingvellir-victory');
  await noAxeViolations(page);
});

test('a Memory refuses a choice that means none of its ways, names them, and the player picks one', async ({ app, page }) => {
  const email = `jig-${Date.now()}@example.com`;
  await app.account.signUp(email, `Jig ${Date.now() % 10000}`);
  await app.sanctum.enterMemory("The Glassblower's Oath");
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect(page).toHaveURL(/\/read\/chapter\/1$/);
  await app.memory.submitChoice('I dance a little jig');
  await expect(page.getByText(/Not sent: This moment cannot go that way\. It can go: “Hide the mirror in the cooling kiln”/)).toBeVisible();
  await shot(page, 'memory-refusal');
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('dialog', { name: 'Discard this write?' }).getByRole('button', { name: 'Discard' }).click();
  // The ways it can go are offered: another Historian's choice (each took one of them) is one tap.
  const offered = page.getByRole('region', { name: 'Or follow another Historian' }).getByRole('button').first();
  await offered.click();
  await expect(page.getByRole('figure', { name: 'Your choice · locked' })).toBeVisible();
});
