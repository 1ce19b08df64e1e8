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
  // The first screen draws a few cards without the virtualiser, which takes over once the first screen is
  // shown (src/features/dungeon/read/EventFeed.tsx, ./VirtualFeed.tsx: its polite status follows the list once it
  // has), and the window is at the newest event.
  // Polled with evaluate (source text, as below): waitForFunction evaluates a string the page's CSP refuses.
  const virtualised = `(() => !!document.querySelector('[role=list][aria-label="The Timeline so far"] + [role=status]') && window.scrollY > 0)()`;
  for (const until = Date.now() + 60_000; !(await page.evaluate<boolean>(virtualised)); ) {
    if (Date.now() > until) throw new Error('the virtualised feed did not take over within a minute');
    await new Promise((r) => setTimeout(r, 100));
  }
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

  if (frames.length === 0) throw new Error('no frame measured: the read page did not scroll');
  frames.sort((a, b) => a - b);
  const pct = (p: number) => frames[Math.floor((frames.length - 1) * p)]!.toFixed(1);
  console.log(`${progress.events.length} events; read page ready in ${firstPaintMs.toFixed(0)} ms; ${rows} event rows in the DOM`);
  console.log(`scrolling the whole history: ${frames.length} frames, median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms, ${frames.filter((f) => f > 50).length} frames over 50 ms`);
} finally {
  server.stop();
}
