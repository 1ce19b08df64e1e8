/**
 * Lighthouse (mobile: a mid-range phone, 4x CPU slowdown, slow 4G, simulated) on four first screens of the
 * demo player (with progress): /sanctum, /home, a Timeline's read page and a chapter, online and then offline
 * (the server stopped: the service worker serves the app, the worker answers from IndexedDB). Signed in, the
 * service worker installed and each page visited once before (storage is kept between runs: a returning
 * player). `npm run build`, then `npm run bench:lighthouse` (about ten minutes: not part of `npm run bench`).
 *
 * LH_RUNS=<n> runs per page and mode (default 3; the median is printed), LH_PAGES=sanctum,home,timeline,chapter
 * a subset, BENCH_SERVER_CWD=<checkout> another commit's build and server (a before/after, with the same
 * Lighthouse). Each run records the machine's load average before it (os.loadavg): on a shared machine a
 * time means little without it. Prints each run, the medians, the main thread's work by category and the
 * scripts that cost the most of it; writes everything to bench/results/lighthouse.json. Not a test: speed
 * never is one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { storeSession } from '../e2e/first-load';
import { chromiumPath, freePort, startServer } from './support/server';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const TIMELINE = 'night-market-samarkand';
const SERIES = 'glassblowers-oath';
const ADVENTURE = 'glassblowers-oath-1';
const PAGES: Record<string, string> = {
  sanctum: '/sanctum',
  home: '/home',
  timeline: `/dungeons/${TIMELINE}/read`,
  chapter: `/series/${SERIES}/adventure/${ADVENTURE}/read/chapter/1`,
};
const chosen = (process.env.LH_PAGES ?? Object.keys(PAGES).join(',')).split(',').filter((p) => p in PAGES);
const cwd = process.env.BENCH_SERVER_CWD ?? process.cwd();

interface Audit {
  numericValue?: number;
  score: number | null;
  details?: { items?: Record<string, unknown>[] };
}
interface Run {
  page: string;
  mode: 'online' | 'offline';
  at: string;
  load: number[];
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
  mainThread: number;
  bootup: number;
  /** Main-thread time by category (ms), and the scripts that took most (ms of it, with their evaluation). */
  work: Record<string, number>;
  scripts: { url: string; total: number; scripting: number }[];
  finalUrl: string;
}

const round = (n: number | undefined) => Math.round(n ?? NaN);
const load = () => loadavg().map((l) => Number(l.toFixed(2)));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const server = await startServer(await freePort(), {}, { cwd });
const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
const port = await freePort();
const runs: Run[] = [];
let serverUp = true;
try {
  // The demo player, a crawl of three turns in the Timeline, and the first chapter of a Memory started.
  const demo = await server.signIn('demo@chronicle.local');
  await server.api('POST', `/dungeon/${TIMELINE}/`, demo, { restart: false, artifacts: [] });
  for (const text of ['look around', 'search the room', 'examine the walls']) await server.api('PUT', `/dungeon/${TIMELINE}/continue/`, demo, { text });
  await server.api('POST', `/ac/${ADVENTURE}/`, demo, { restart: false });

  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', `--remote-debugging-port=${port}`],
    viewport: { width: 412, height: 823 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.base}/404`);
  await page.getByRole('heading').first().waitFor();
  await storeSession(page, demo, demo);
  // Every page once, so each is on the device for the offline runs; then the service worker is ready.
  for (const name of chosen) {
    await page.goto(`${server.base}${PAGES[name]}`);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The precache fills in the background: wait until the worker controls the page and the network is quiet.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');

  for (const mode of ['online', 'offline'] as const) {
    if (mode === 'offline') {
      server.stop();
      serverUp = false;
    }
    for (let i = 0; i < RUNS; i++) {
      // Pages alternate within a round, so a burst of load on the machine spreads over all of them.
      for (const name of chosen) {
        const before = load();
        const at = new Date().toISOString();
        const result = await lighthouse(`${server.base}${PAGES[name]}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        if (!result) throw new Error(`lighthouse gave no result for ${name} (${mode})`);
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`lighthouse: ${name} (${mode}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audits = lhr.audits as Record<string, Audit>;
        const work = Object.fromEntries((audits['mainthread-work-breakdown']?.details?.items ?? []).map((it) => [String(it.groupLabel ?? it.group), round(it.duration as number)]));
        const scripts = (audits['bootup-time']?.details?.items ?? []).map((it) => ({ url: String(it.url).replace(server.base, ''), total: round(it.total as number), scripting: round(it.scripting as number) }));
        const run: Run = {
          page: name,
          mode,
          at,
          load: before,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: round(audits['first-contentful-paint']?.numericValue),
          lcp: round(audits['largest-contentful-paint']?.numericValue),
          tbt: round(audits['total-blocking-time']?.numericValue),
          si: round(audits['speed-index']?.numericValue),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
          mainThread: round(audits['mainthread-work-breakdown']?.numericValue),
          bootup: round(audits['bootup-time']?.numericValue),
          work,
          scripts,
          finalUrl: lhr.finalDisplayedUrl.replace(server.base, ''),
        };
        runs.push(run);
        console.log(
          `${mode.padEnd(7)} ${name.padEnd(8)} ${at} load ${before.join(', ')}: score ${run.score}, TBT ${run.tbt} ms, FCP ${run.fcp}, LCP ${run.lcp}, SI ${run.si} ms, CLS ${run.cls}; main thread ${run.mainThread} ms, JS ${run.bootup} ms (${run.finalUrl})`,
        );
      }
    }
  }
  await context.close();
} finally {
  if (serverUp) server.stop();
  rmSync(profile, { recursive: true, force: true });
}

console.log(`\nmedians of ${RUNS} runs (TBT, main thread and JS in ms as Lighthouse simulates the phone; load average at the runs' starts):`);
for (const mode of ['online', 'offline'] as const) {
  for (const name of chosen) {
    const mine = runs.filter((r) => r.page === name && r.mode === mode);
    if (mine.length === 0) continue;
    const loads = mine.map((r) => r.load[0]!);
    const m = (f: (r: Run) => number) => median(mine.map(f));
    console.log(
      `${mode.padEnd(7)} ${name.padEnd(8)} score ${m((r) => r.score)}, TBT ${m((r) => r.tbt)} (${mine.map((r) => r.tbt).join(', ')}), FCP ${m((r) => r.fcp)}, LCP ${m((r) => r.lcp)}, main thread ${m((r) => r.mainThread)}, JS ${m((r) => r.bootup)}; load ${Math.min(...loads)}–${Math.max(...loads)}`,
    );
    const categories = new Map<string, number[]>();
    for (const r of mine) for (const [k, v] of Object.entries(r.work)) categories.set(k, [...(categories.get(k) ?? []), v]);
    console.log(`         main thread: ${[...categories].map(([k, v]) => [k, median(v)] as const).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    const scripts = new Map<string, number[]>();
    for (const r of mine) for (const s of r.scripts) scripts.set(s.url, [...(scripts.get(s.url) ?? []), s.total]);
    console.log(`         scripts: ${[...scripts].map(([k, v]) => [k, median(v)] as const).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  }
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/lighthouse.json', JSON.stringify({ cwd, runs }, null, 2));
