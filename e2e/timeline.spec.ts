import { LIBRARY_SCRIPT, SAMARKAND_SCRIPT } from '../tests/engine/scripts';
import { storeSession } from './first-load';
import { expect, test } from './fixtures';
import { PlayerApi, TimelinePage } from './pages/timeline';

const LIBRARY = 'library-burned-twice';
const SAMARKAND = 'night-market-samarkand';

test.describe('Playing a Timeline', () => {
  test.describe.configure({ timeout: 600_000 });

  test('a new Historian plays the Library to victory', async ({ app, page, request }) => {
    const email = `victor-${Date.now()}@example.com`;
    await app.account.signUp(email, `Victor ${Date.now() % 10000}`);
    const timeline = new TimelinePage(page, new PlayerApi(request, email), LIBRARY);
    await timeline.enterFromPage();
    await expect(page.getByText('You are first to enter The Harbour Steps')).toBeVisible();

    await timeline.playScript(LIBRARY_SCRIPT.map((s) => s.input));

    expect(await timeline.status()).toBe('victory');
    await expect(page.getByText('Dungeon Complete!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Expedition' })).toBeVisible();
    // The Expedition's own story: its first passage, on the first of its Timelines won.
    await expect(page.getByRole('region', { name: 'Expedition: The First Thread' })).toBeVisible();
    await page.screenshot({ path: 'test-results/timeline-expedition-passage.png' });
    // The crawl is over: no more choices.
    await expect(timeline.choice).toHaveCount(0);

    // The loader opened by its address does not start the won Timeline over: it goes to the Timeline's page.
    await page.goto(`/dungeons/${LIBRARY}/loader`);
    await expect(page).toHaveURL(new RegExp(`/dungeons/${LIBRARY}$`));
    await expect(page.getByRole('button', { name: 'Enter the Timeline' })).toBeVisible();
    expect(await timeline.status()).toBe('victory');
  });

  test('a Timeline won on another device is not started over by continuing it on a device whose copy is stale', async ({ app, page, request, browser, server }) => {
    const email = `two-devices-${Date.now()}@example.com`;
    await app.account.signUp(email, `Twofold ${Date.now() % 10000}`);
    const timeline = new TimelinePage(page, new PlayerApi(request, email), SAMARKAND);
    await timeline.enterFromPage();

    // A second device of the same Historian reads the Timeline while it is in play.
    const other = await browser.newContext();
    const device = await other.newPage();
    await device.goto('/404');
    // The app has opened its database before the session is put in it.
    await expect(device.getByRole('heading').first()).toBeVisible();
    const tokens = await server.signInOverApi(email);
    await storeSession(device, tokens.access_token, tokens.refresh_token);
    await device.goto(`/dungeons/${SAMARKAND}`);
    const continueButton = device.getByRole('button', { name: 'Continue the Timeline' });
    await expect(continueButton).toBeVisible();

    // The first device wins it.
    await timeline.playScript(SAMARKAND_SCRIPT.map((s) => s.input));
    // The Hour-Thief takes more than one blow: strike until it falls.
    for (let i = 0; i < 12 && (await timeline.status()) === 'active'; i++) await timeline.play(SAMARKAND_SCRIPT.at(-1)!.input);
    expect(await timeline.status()).toBe('victory');

    // The second device's copy still says 'in play': continuing shows the won run, and starts nothing over.
    await continueButton.click();
    await expect(device).toHaveURL(new RegExp(`/dungeons/${SAMARKAND}/read$`), { timeout: 60_000 });
    await expect(device.getByText('Dungeon Complete!')).toBeVisible();
    expect(await timeline.status()).toBe('victory');
    await device.screenshot({ path: 'test-results/timeline-won-elsewhere.png' });
    await other.close();
  });

  test('the actions run out, the Timeline collapses, and a paid try-again brings the Historian back', async ({ app, page, request }) => {
    const email = `fallen-${Date.now()}@example.com`;
    await app.account.signUp(email, `Fallen ${Date.now() % 10000}`);
    const timeline = new TimelinePage(page, new PlayerApi(request, email), LIBRARY);
    await timeline.enterFromPage();

    for (let i = 0; i < 70 && (await timeline.status()) === 'active'; i++) await timeline.play('examine the warships on the water');

    expect(await timeline.status()).toBe('game_over');
    await expect(page.getByText('Timeline Collapse', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Free Resurrection' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to the Sanctum' }).last()).toBeVisible();
    await page.getByRole('button', { name: 'Try Again — $1.99' }).click();
    // A purchase confirms before it charges: cancelling changes nothing.
    const confirm = page.getByRole('dialog', { name: 'Try again for $1.99?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    expect(await timeline.status()).toBe('game_over');
    await page.getByRole('button', { name: 'Try Again — $1.99' }).click();
    await confirm.getByRole('button', { name: 'Pay $1.99' }).click();
    await expect.poll(() => timeline.status()).toBe('active');
    await expect(timeline.choice).toBeVisible();
  });

  test('a choice made offline shows as pending and is delivered exactly once', async ({ app, page, request, server }) => {
    const email = `offline-${Date.now()}@example.com`;
    await app.account.signUp(email, `Nomad ${Date.now() % 10000}`);
    const timeline = new TimelinePage(page, new PlayerApi(request, email), LIBRARY);
    await timeline.enterFromPage();
    await app.offline.serviceWorkerReady();
    await timeline.play('grab the lantrn');
    // The room's narration was filled into the service worker's audio cache when the crawl was pulled.
    const audioUrl = (await new PlayerApi(request, email).progress(LIBRARY)).room_audio_url!;
    expect(audioUrl).toMatch(/^\/api\/media\/audio\//);
    await expect.poll(() => app.offline.cachedAudio(audioUrl), { timeout: 60_000 }).toBe(true);

    await app.offline.goOffline();
    // Offline, the audio still answers, and a seek (a Range request) gets its slice from the cache.
    expect(await app.offline.rangeFromCache(audioUrl)).toEqual({ status: 206, bytes: 100 });
    await timeline.dismissNewItems();
    await timeline.choice.fill('search the steps');
    await timeline.choice.press('Enter');
    await expect(page.getByText('Pending — it will be sent when the network returns.')).toBeVisible();

    // Everything played so far reads offline after a reload.
    await page.reload();
    await expect(page.getByText('search the steps', { exact: true })).toBeVisible();
    await expect(page.getByText('Pending — it will be sent when the network returns.')).toBeVisible();

    await app.offline.goOnline();
    await expect(page.getByText('Pending — it will be sent when the network returns.')).toHaveCount(0, { timeout: 60_000 });
    await expect.poll(async () => (await server.writes(email)).filter((w) => w.path.endsWith(`/dungeon/${LIBRARY}/continue/`)).length, { timeout: 60_000 }).toBe(2);
    const writes = (await server.writes(email)).filter((w) => w.path.endsWith(`/dungeon/${LIBRARY}/continue/`));
    expect(new Set(writes.map((w) => w.key)).size).toBe(2);
    const inputs = (await new PlayerApi(request, email).progress(LIBRARY)).events.filter((e) => e.type === 'input' && e.text === 'search the steps');
    expect(inputs).toHaveLength(1);
  });
});
