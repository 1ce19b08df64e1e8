/**
 * The Timeline read page with a 1,000-event history: `npm run build`, then
 * `node --import tsx bench/timeline-scroll.bench.ts`. Not part of the tests.
 * Starts the real server on a throwaway DATA_DIR, plays 500 turns through the API (each an input and a
 * narrative answer), opens the read page in Chromium at 390x844, and scrolls the whole history from
 * the newest event to the oldest while recording frame times. Reports how many event rows exist in the
 * DOM (the virtualiser keeps it small) and the frame-time distribution while scrolling.
 */
import { chromium } from '@playwright/test';
import { chromiumPath, freePort, startServer } from './support/server';

const DUNGEON = 'library-burned-twice';
const TURNS = 500;

const server = await startServer(await freePort());
const { api, base } = server;

try {
  const token = await server.signUp('bench@example.com', 'Bench');
  await api('POST', `/dungeon/${DUNGEON}/`, token, { restart: false, artifacts: [] });
  // Input the engine cannot place costs no action: the crawl grows without ending.
  for (let i = 0; i < TURNS; i++) await api('PUT', `/dungeon/${DUNGEON}/continue/`, token, { text: `hum a tune number ${i}` });
  const progress = await api<{ events: unknown[] }>('GET', `/dungeon/${DUNGEON}/user-progress/`, token);

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const started = performance.now();
  await page.goto(`${base}/dungeons/${DUNGEON}/read?token=${token}`);
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
  server.stop();
}
