/**
 * JavaScript a first visit transfers before the first screen's text, page + worker: `npm run build`,
 * then `node --import tsx bench/first-load.bench.ts`. Not part of the tests (e2e/first-load.spec.ts
 * holds the budget); this prints the breakdown by file, and the uncompressed total for comparison.
 */
import { chromium } from '@playwright/test';
import { measureFirstLoad, storeSession, type FirstLoad, type FirstText } from '../e2e/first-load';
import { chromiumPath, freePort, startServer } from './support/server';

const server = await startServer(await freePort());
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

function report(label: string, load: FirstLoad): void {
  console.log(`${label}: ${kb(load.total)} of JavaScript transferred before the first text (page + worker)`);
  for (const s of [...load.scripts].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(s.bytes).padStart(9)}  ${s.encoding.padEnd(8)} ${s.by.padEnd(6)} ${new URL(s.url).pathname}`);
  }
}

try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  // A first visit: no service worker, an empty HTTP cache (a new context), 390x844.
  const fresh = () => browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, baseURL: server.base });

  const onboarding = await fresh();
  report('/onboarding', await measureFirstLoad(onboarding, '/onboarding', { role: 'button', name: 'Start Playing' }));
  await onboarding.close();

  const sanctum = await fresh();
  const token = await server.signUp('first-load@example.com', 'Vesna');
  const setup = await sanctum.newPage();
  await setup.goto('/404');
  await setup.getByRole('heading').first().waitFor();
  await storeSession(setup, token, token);
  await setup.close();
  const cdp = await sanctum.newCDPSession(await sanctum.newPage());
  await cdp.send('Network.clearBrowserCache');
  report('/sanctum', await measureFirstLoad(sanctum, '/sanctum', { role: 'heading', name: 'Welcome back, Historian Vesna' }));
  await sanctum.close();

  // The demo player, with progress (and a crawl of three turns), on three first screens.
  const demo = await server.signIn('demo@chronicle.local');
  await server.api('POST', '/dungeon/night-market-samarkand/', demo, { restart: false, artifacts: [] });
  for (const text of ['look around', 'search the room', 'examine the walls']) await server.api('PUT', '/dungeon/night-market-samarkand/continue/', demo, { text });
  const screens: [string, FirstText][] = [
    ['/sanctum', { role: 'heading', name: 'Welcome back, Historian Demo Historian' }],
    ['/home', { role: 'heading', name: 'Continue Where You Left Off' }],
    ['/dungeons/night-market-samarkand/read', { role: 'textbox', name: 'What should we do next Historian?' }],
  ];
  for (const [path, firstText] of screens) {
    const context = await fresh();
    const setup = await context.newPage();
    await setup.goto('/404');
    await setup.getByRole('heading').first().waitFor();
    await storeSession(setup, demo, demo);
    await setup.close();
    await (await context.newCDPSession(await context.newPage())).send('Network.clearBrowserCache');
    report(`demo ${path}`, await measureFirstLoad(context, path, firstText));
    await context.close();
  }
  await browser.close();
} finally {
  server.stop();
}
