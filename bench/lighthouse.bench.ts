/**
 * Lighthouse (mobile) on the Sanctum, signed in, online and with the API unreachable (the service worker
 * serves the app): `npm run build`, install Lighthouse anywhere outside the project (it is large and no
 * test needs it: `npm i --prefix /tmp/lh lighthouse@13`), then
 * `LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse node --import tsx bench/lighthouse.bench.ts`.
 * Prints the four category scores per run and every audit under 0.9. Not part of the tests.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { storeSession } from '../e2e/first-load';
import { freePort, startServer } from './support/server';

const bin = process.env.LIGHTHOUSE_BIN;
if (!bin) {
  console.log('Lighthouse is not part of the project: set LIGHTHOUSE_BIN (see the header of bench/lighthouse.bench.ts).');
  process.exit(0);
}
const server = await startServer(await freePort());
try {
  const token = await server.signUp('lighthouse@example.com', 'Beacon');
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--remote-debugging-port=9333'], viewport: { width: 390, height: 844 } });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.base}/404`);
  await page.getByRole('heading').first().waitFor();
  await storeSession(page, token, token);
  await page.goto(`${server.base}/sanctum`);
  await page.waitForTimeout(4000);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.goto('about:blank');
  // Lighthouse connects to this browser (its port), where the session and the service worker already are.
  for (const mode of ['online', 'online again', 'API unreachable']) {
    const out = join(profile, `lh-${mode.replace(/ /g, '-')}.json`);
    try {
      await promisify(execFile)(bin, [`${server.base}/sanctum`, '--port=9333', '--disable-storage-reset', '--only-categories=performance,accessibility,best-practices,seo', '--output=json', `--output-path=${out}`, '--quiet', ...(mode === 'API unreachable' ? ['--blocked-url-patterns=*/api/*'] : [])], { timeout: 240_000 });
    } catch (e) {
      console.log(`lighthouse failed: ${(e as Error).message}`);
      continue;
    }
    const r = JSON.parse(readFileSync(out, 'utf8')) as { finalDisplayedUrl: string; categories: Record<string, { score: number }>; audits: Record<string, { score: number | null; title: string; displayValue?: string }> };
    console.log(mode, r.finalDisplayedUrl, Object.fromEntries(Object.entries(r.categories).map(([k, v]) => [k, Math.round(v.score * 100)])));
    for (const [id, a] of Object.entries(r.audits)) if (a.score !== null && a.score < 0.9) console.log('  ', id, a.score, a.title, a.displayValue ?? '');
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) console.log('  ', id, r.audits[id]?.displayValue);
  }
  await context.close();
} finally {
  server.stop();
}
