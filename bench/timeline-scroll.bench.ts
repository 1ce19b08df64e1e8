/**
 * The Timeline read page with a 1,000-event history: `npm run build`, then
 * `node --import tsx bench/timeline-scroll.bench.ts`. Not part of the tests.
 * Starts the real server on a throwaway DATA_DIR, plays 500 turns through the API (each an input and a
 * narrative answer), opens the read page in Chromium at 390x844, and scrolls the whole history from
 * the newest event to the oldest while recording frame times. Reports how many event rows exist in the
 * DOM (the virtualiser keeps it small) and the frame-time distribution while scrolling.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PORT = 8290;
const BASE = `http://localhost:${PORT}`;
const DUNGEON = 'library-burned-twice';
const TURNS = 500;

if (!existsSync('dist/index.html')) throw new Error('Run `npm run build` first: the benchmark uses the built app.');
const dataDir = mkdtempSync(join(tmpdir(), 'chronicle-bench-'));
// The local default (its dev mailbox signs the bench in): production refuses it. What is measured is the
// browser's scrolling, not the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DEV_ROUTES: '1', PAYMENT_TEST_MODE: '1', CODE_REQUESTS_PER_IP: '1000' },
  stdio: 'ignore',
});

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

try {
  for (let i = 0; ; i++) {
    if (i > 100) throw new Error('the server did not start');
    if (await fetch(`${BASE}/api/auth/init/`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const email = 'bench@example.com';
  await api('POST', '/auth/magic-code/request/', undefined, { email });
  const { code } = await api<{ code: string }>('GET', `/dev/mailbox?email=${email}`);
  const { access_token: token } = await api<{ access_token: string }>('POST', '/auth/magic-code/verify/', undefined, { email, code });
  await api('PUT', '/user/', token, { username: 'Bench', onboarding_state: 2 });
  await api('POST', `/dungeon/${DUNGEON}/`, token, { restart: false, artifacts: [] });
  // Input the engine cannot place costs no action: the crawl grows without ending.
  for (let i = 0; i < TURNS; i++) await api('PUT', `/dungeon/${DUNGEON}/continue/`, token, { text: `hum a tune number ${i}` });
  const progress = await api<{ events: unknown[] }>('GET', `/dungeon/${DUNGEON}/user-progress/`, token);

  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const started = performance.now();
  await page.goto(`${BASE}/dungeons/${DUNGEON}/read?token=${token}`);
  await page.getByRole('textbox', { name: 'What should we do next Historian?' }).waitFor({ timeout: 60_000 });
  const firstPaintMs = performance.now() - started;
  const rows = await page.getByRole('listitem').count();

  // Passed as source text: tsx would otherwise wrap the function in helpers the page does not have.
  const frames = await page.evaluate<number[]>(`(async () => {
    const times = [];
    let last = performance.now();
    let running = true;
    const tick = (t) => { times.push(t - last); last = t; if (running) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    // Scroll from the newest event to the oldest, a screen at a time, as a reader flicking back.
    while (window.scrollY > 0) {
      window.scrollBy(0, -600);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    running = false;
    return times.slice(1);
  })()`);
  await browser.close();

  frames.sort((a, b) => a - b);
  const pct = (p: number) => frames[Math.floor((frames.length - 1) * p)]!.toFixed(1);
  console.log(`${progress.events.length} events; read page ready in ${firstPaintMs.toFixed(0)} ms; ${rows} event rows in the DOM`);
  console.log(`scrolling the whole history: ${frames.length} frames, median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms, ${frames.filter((f) => f > 50).length} frames over 50 ms`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
