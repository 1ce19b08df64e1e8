/**
 * Where a first screen's long tasks go: the demo player's page, set up as bench/lighthouse.ts sets it (signed
 * in, the service worker installed, the page visited once), loaded while Chrome traces it with Lighthouse's
 * categories (its invalidation tracking makes style work dearer, and Lighthouse counts that) and the V8
 * sampling profiler. The CPU is not slowed: as bench/support/cpu-blocking.ts does, a task's time on the phone
 * is 4x its CPU time here. Prints each main-thread task after the first contentful paint of more than
 * TRACE_MIN_MS of CPU (default 8), with its style, layout and paint, each layout forced from script (and by
 * what, named through the build's source maps), the functions that took most of it (self time, from the
 * samples: under load a sample's time includes the wait for a core) and the app's frames under them.
 *
 * `npm run build`, then `node --import tsx bench/trace-page.ts`. TRACE_PAGE=timeline|sanctum|home|chapter
 * (default timeline), TRACE_RUNS=<n> (default 3), TRACE_OFFLINE=1 with the server stopped, TRACE_SAVE=<dir>
 * each trace there (Chrome's Performance panel opens it), TRACE_SERVER_PORT / TRACE_CHROME_PORT as in
 * bench/lighthouse.ts, BENCH_SERVER_CWD another checkout's build; TRACE_FILES=<a.json,b.json> reads saved
 * traces (these, or LH_SAVE's from bench/lighthouse.ts) instead. A profiling aid, not a bench.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { storeSession } from '../e2e/first-load';
import { chromiumPath, freePort, startServer } from './support/server';

const TIMELINE = 'night-market-samarkand';
const PAGES: Record<string, string> = {
  sanctum: '/sanctum',
  home: '/home',
  timeline: `/dungeons/${TIMELINE}/read`,
  chapter: '/series/glassblowers-oath/adventure/glassblowers-oath-1/read/chapter/1',
};
const name = process.env.TRACE_PAGE ?? 'timeline';
const path = PAGES[name];
if (!path) throw new Error(`TRACE_PAGE: one of ${Object.keys(PAGES).join(', ')}`);
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 8);
const cwd = process.env.BENCH_SERVER_CWD ?? process.cwd();

interface Ev {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const maps = new Map<string, SourceMapConsumer | null>();
async function original(url: string, line: number, column: number): Promise<string> {
  const file = url.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return `${file}:${line}:${column}`;
  if (!maps.has(file)) {
    let map: SourceMapConsumer | null = null;
    try {
      map = await new SourceMapConsumer(JSON.parse(readFileSync(join(cwd, 'dist/assets', `${file}.map`), 'utf8')));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  const map = maps.get(file);
  if (!map) return `${file}:${line}:${column}`;
  const at = map.originalPositionFor({ line: line + 1, column });
  if (!at.source) return `${file}:${line}:${column}`;
  return `${at.name ?? '?'} (${at.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '')}:${at.line})`;
}

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<Ev[]> {
  const events: Ev[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as Ev[])));
  await cdp.send('Tracing.start', {
    traceConfig: {
      // Lighthouse's categories (its trace gatherer's: invalidation tracking makes style work dearer, and its
      // bench counts that), and the sampling profiler for the functions.
      includedCategories: [
        'disabled-by-default-lighthouse',
        'loading',
        'v8',
        'v8.execute',
        'blink.user_timing',
        'blink.console',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.screenshot',
        'disabled-by-default-devtools.timeline.stack',
        'disabled-by-default-devtools.timeline.frame',
        'latencyInfo',
        'disabled-by-default-devtools.timeline.invalidationTracking',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
    transferMode: 'ReportEvents',
  });
  await load();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

async function report(events: Ev[]): Promise<void> {
  const threads = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name as string]));
  const busy = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return console.log('  no main thread in the trace');
  const [pid, tid] = main.split(':').map(Number) as [number, number];
  const mine = events.filter((e) => e.pid === pid && e.tid === tid);
  const fcp = Math.min(...events.filter((e) => e.name === 'firstContentfulPaint' && e.pid === pid).map((e) => e.ts));
  const nav = Math.min(...events.filter((e) => e.name === 'navigationStart' && e.pid === pid).map((e) => e.ts));
  const t0 = Number.isFinite(nav) ? nav : fcp;

  // The sampling profiler's samples: (time, leaf node) for the main thread's profile.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id));
  let clock = 0;
  for (const e of events.filter((e) => e.name === 'Profile' && profileIds.has(e.id))) clock = e.args?.data?.startTime ?? clock;
  for (const e of events.filter((e) => e.name === 'ProfileChunk' && profileIds.has(e.id)).sort((a, b) => a.ts - b.ts)) {
    const p = e.args?.data?.cpuProfile ?? {};
    for (const n of (p.nodes ?? []) as ProfileNode[]) nodes.set(n.id, n);
    const deltas: number[] = e.args?.data?.timeDeltas ?? [];
    (p.samples ?? []).forEach((id: number, i: number) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  const label = async (id: number): Promise<string> => {
    const f = nodes.get(id)?.callFrame;
    if (!f) return '?';
    if (!f.url) return f.functionName || '(program)';
    return `${f.functionName || '(anonymous)'} @ ${await original(f.url, f.lineNumber, f.columnNumber)}`;
  };

  console.log(`  first contentful paint at ${((fcp - t0) / 1000).toFixed(0)} ms`);
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp).sort((a, b) => a.ts - b.ts);
  let tbt = 0;
  for (const t of tasks) {
    // The phone's time, as Lighthouse simulates it: 4x this machine's (the CPU time: not the wait for a core).
    const cpu = (4 * (t.tdur ?? t.dur ?? 0)) / 1000;
    tbt += Math.max(0, cpu - 50);
    if (cpu < 4 * MIN_MS) continue;
    const end = t.ts + (t.dur ?? 0);
    const inside = mine.filter((e) => e !== t && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end);
    const sum = (n: string) => inside.filter((e) => e.name === n).reduce((s, e) => s + (e.tdur ?? e.dur ?? 0), 0) / 1000;
    const forced = inside.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.args?.beginData?.stackTrace);
    const entry = inside.filter((e) => ['TimerFire', 'FireAnimationFrame', 'FunctionCall', 'EventDispatch', 'FireIdleCallback', 'RunMicrotasks'].includes(e.name))[0];
    console.log(
      `  task at ${((t.ts - t0) / 1000).toFixed(0)} ms: ${(cpu / 4).toFixed(1)} ms CPU (${((t.dur ?? 0) / 1000).toFixed(0)} wall; the phone's ${cpu.toFixed(0)}, blocking ${Math.max(0, cpu - 50).toFixed(0)}), ${entry?.name ?? '?'}; style ${sum('UpdateLayoutTree').toFixed(1)}, layout ${sum('Layout').toFixed(1)}, paint ${(sum('Paint') + sum('PrePaint')).toFixed(1)}, GC ${(sum('MinorGC') + sum('MajorGC')).toFixed(1)}`,
    );
    for (const f of forced.slice(0, 4)) {
      const stack = (f.args?.beginData?.stackTrace ?? []) as { functionName: string; url: string; lineNumber: number; columnNumber: number }[];
      const where = await Promise.all(stack.slice(0, 4).map(async (s) => `${s.functionName || '(anonymous)'} @ ${await original(s.url, s.lineNumber - 1, s.columnNumber - 1)}`));
      console.log(`    forced ${f.name} ${((f.tdur ?? f.dur ?? 0) / 1000).toFixed(1)} ms from ${where.join(' < ')}`);
    }
    // Self time by function, and by the feature component on the stack (the nearest frame from src/).
    const mineSamples = samples.filter((s) => s.ts >= t.ts && s.ts <= end);
    const self = new Map<number, number>();
    const bySrc = new Map<string, number>();
    for (let i = 0; i < mineSamples.length; i++) {
      const s = mineSamples[i]!;
      const next = mineSamples[i + 1]?.ts ?? end;
      const d = (next - s.ts) / 1000;
      self.set(s.node, (self.get(s.node) ?? 0) + d);
      let n: ProfileNode | undefined = nodes.get(s.node);
      let src = '';
      while (n) {
        if (n.callFrame.url && !src) {
          const o = await original(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber);
          if (o.includes('src/')) src = o;
        }
        n = n.parent !== undefined ? nodes.get(n.parent) : undefined;
      }
      bySrc.set(src || '(no app frame)', (bySrc.get(src || '(no app frame)') ?? 0) + d);
    }
    const byLabel = new Map<string, number>();
    for (const [id, d] of self) {
      const l = await label(id);
      byLabel.set(l, (byLabel.get(l) ?? 0) + d);
    }
    const top = [...byLabel].sort((a, b) => b[1] - a[1]).slice(0, 10);
    for (const [l, d] of top) console.log(`      self ${d.toFixed(1).padStart(5)} ms  ${l}`);
    const srcs = [...bySrc].sort((a, b) => b[1] - a[1]).slice(0, 8);
    for (const [l, d] of srcs) console.log(`      under ${d.toFixed(1).padStart(5)} ms  ${l}`);
  }
  console.log(`  blocking time from CPU (the phone's tasks after the first contentful paint, beyond 50 ms): ${tbt.toFixed(0)} ms`);
}

if (process.env.TRACE_FILES) {
  for (const file of process.env.TRACE_FILES.split(',')) {
    console.log(`${file}:`);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: Ev[] } | Ev[];
    await report(Array.isArray(data) ? data : data.traceEvents);
  }
  process.exit(0);
}

const server = await startServer(Number(process.env.TRACE_SERVER_PORT ?? 0) || (await freePort()), {}, { cwd });
const profile = mkdtempSync(join(tmpdir(), 'trace-profile-'));
let serverUp = true;
try {
  const demo = await server.signIn('demo@chronicle.local');
  await server.api('POST', `/dungeon/${TIMELINE}/`, demo, { restart: false, artifacts: [] });
  for (const text of ['look around', 'search the room', 'examine the walls']) await server.api('PUT', `/dungeon/${TIMELINE}/continue/`, demo, { text });
  await server.api('POST', '/ac/glassblowers-oath-1/', demo, { restart: false });
  const port = Number(process.env.TRACE_CHROME_PORT ?? 0) || (await freePort());
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', `--remote-debugging-port=${port}`],
    viewport: { width: 412, height: 823 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.base}/404`);
  await page.getByRole('heading').first().waitFor();
  await storeSession(page, demo, demo);
  await page.goto(`${server.base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  if (process.env.TRACE_OFFLINE) {
    server.stop();
    serverUp = false;
  }
  const cdp = await context.newCDPSession(page);
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    const load = loadavg().map((l) => l.toFixed(2)).join(', ');
    const events = await trace(cdp, async () => {
      await page.goto(`${server.base}${path}`);
      await page.waitForTimeout(5000);
    });
    console.log(`${name} ${process.env.TRACE_OFFLINE ? 'offline' : 'online'} run ${i + 1}, load ${load}:`);
    if (process.env.TRACE_SAVE) {
      mkdirSync(process.env.TRACE_SAVE, { recursive: true });
      writeFileSync(join(process.env.TRACE_SAVE, `${name}-${i}.trace.json`), JSON.stringify({ traceEvents: events }));
    }
    await report(events);
  }
  await context.close();
} finally {
  if (serverUp) server.stop();
  rmSync(profile, { recursive: true, force: true });
}
