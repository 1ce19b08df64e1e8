/**
 * Layout shifts on a Timeline's read page (issue #26): the demo player with a crawl of TURNS turns (default 3;
 * 0: just entered, the page opens on its first-entry card), the page loaded ROUNDS times (default 10) at VW x VH
 * (default 390x844) with the service worker installed, each load watched for 3.5 s by a 'layout-shift'
 * PerformanceObserver (with its sources) and a log of each frame as it starts: the scroll, the page's height, the
 * choice form's top, the Listen button and its hint, the read header's bottom and the list's children (index @
 * top : height). Prints each load's shifts and where the page ended, the first frame painted with the form (its
 * scroll and the form's top, read as the next frame starts), and at the end how many loads shifted inside the
 * page's <main> (the app header is not the read page's), anywhere, and how many moved the choice form.
 * SHIFT_FRAMES=1 prints the frame log of a load that shifted; SHIFT_STEP opens /read/<step>; SHIFT_WAIT_MS how
 * long each load is watched (the Listen hint leaves after 20 s). `npm run build`, then
 * `node --import tsx bench/read-page-shifts.ts`; BENCH_SERVER_CWD another checkout's build, SHIFT_PORT the
 * server's port (default: a free one). A profiling aid, not a bench; e2e/read-page-shifts.spec.ts holds the rule.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { storeSession } from '../e2e/first-load';
import { chromiumPath, freePort, startServer } from './support/server';

const TIMELINE = process.env.SHIFT_TIMELINE ?? 'night-market-samarkand';
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const TURNS = process.env.SHIFT_TURNS ? process.env.SHIFT_TURNS.split('|') : ['look around', 'search the room', 'examine the walls'].slice(0, Number(process.env.TURNS ?? 3));

// A string, not a function: run through tsx, a function's inner arrows get helpers the page does not have.
const WATCH = `(() => {
  window.__shifts = [];
  const element = (n) => (n && n.nodeType !== 1 ? n.parentElement : n);
  const describe = (n) => (n ? n.tagName + '.' + String(n.className).slice(0, 24) + '[' + (n.getAttribute('data-index') || '') + ']' : '?');
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      const nodes = (e.sources || []).map((s) => element(s.node));
      window.__shifts.push({ t: Math.round(e.startTime), v: +e.value.toFixed(4), input: e.hadRecentInput, inPage: nodes.some((n) => n && n.closest('main')),
        src: (e.sources || []).map((s, i) => describe(nodes[i]) + ' ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y) + ' h' + Math.round(s.currentRect.height)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__frames = [];
  const t0 = performance.now();
  const top = (el) => (el ? Math.round(el.getBoundingClientRect().top) : '-');
  const tick = () => {
    const f = document.querySelector('form');
    const l = document.querySelector('[role=list]');
    const h1 = document.querySelector('main h1');
    const listen = [...document.querySelectorAll('button')].filter((b) => /Listen|Resume/.test(b.textContent)).length;
    window.__frames.push(Math.round(performance.now()) + ' y' + Math.round(scrollY) + ' h' + document.documentElement.scrollHeight + ' form' + top(f) +
      ' listen' + listen + ' hint' + document.querySelectorAll('[role=tooltip]').length + ' header' + (h1 ? Math.round(h1.parentElement.parentElement.getBoundingClientRect().bottom) : '-') +
      ' list' + (l ? top(l) + '+' + Math.round(l.getBoundingClientRect().height) + ' [' + [...l.children].map((c) => (c.getAttribute('data-index') ?? 'spacer') + '@' + top(c) + ':' + Math.round(c.getBoundingClientRect().height)).join(' ') + ']' : '-'));
    // The frame before this one painted the page as it is now: the first with the choice form, as painted.
    if (window.__formBefore && window.__painted === undefined && f) window.__painted = { y: Math.round(scrollY), form: top(f) };
    window.__formBefore = !!f;
    if (performance.now() - t0 < 3500) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

interface Shift {
  v: number;
  input: boolean;
  inPage: boolean;
  src: string[];
}

const server = await startServer(Number(process.env.SHIFT_PORT ?? 0) || (await freePort()), {}, { cwd: process.env.BENCH_SERVER_CWD ?? process.cwd() });
const profile = mkdtempSync(join(tmpdir(), 'shifts-'));
const counts = { inPage: 0, anywhere: 0, form: 0 };
try {
  const demo = await server.signIn('demo@chronicle.local');
  await server.api('POST', `/dungeon/${TIMELINE}/`, demo, { restart: false, artifacts: [] });
  for (const text of TURNS) await server.api('PUT', `/dungeon/${TIMELINE}/continue/`, demo, { text });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: ['--no-sandbox'],
    viewport: { width: Number(process.env.VW ?? 390), height: Number(process.env.VH ?? 844) },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.base}/404`);
  await page.getByRole('heading').first().waitFor();
  await storeSession(page, demo, demo);
  // A first visit installs the service worker and fills the caches: the loads measured are a player's return.
  await page.goto(`${server.base}/dungeons/${TIMELINE}/read`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  // Once more: the next load would otherwise swap in the web fonts (the footer's labels shift, 0.002).
  await page.reload();
  await page.waitForTimeout(2000);
  await page.addInitScript(WATCH);
  console.log(`${TURNS.length} turns, ${ROUNDS} loads; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (let round = 0; round < ROUNDS; round++) {
    await page.goto('about:blank');
    await page.goto(`${server.base}/dungeons/${TIMELINE}/read${process.env.SHIFT_STEP ? `/${process.env.SHIFT_STEP}` : ''}`);
    await page.waitForTimeout(Number(process.env.SHIFT_WAIT_MS ?? 3500));
    const shifts = (await page.evaluate('window.__shifts')) as Shift[];
    const counted = shifts.filter((s) => !s.input);
    const form = counted.some((s) => s.src.some((x) => x.startsWith('FORM')));
    if (counted.some((s) => s.inPage)) counts.inPage++;
    if (counted.length > 0) counts.anywhere++;
    if (form) counts.form++;
    const cls = (list: Shift[]) => list.reduce((sum, s) => sum + s.v, 0).toFixed(4);
    console.log(`load ${round + 1}: CLS ${cls(counted)} (in the page ${cls(counted.filter((s) => s.inPage))})${form ? ', the form moved' : ''} ${JSON.stringify(counted)}`);
    if (counted.length > 0 && process.env.SHIFT_FRAMES) console.log(((await page.evaluate('window.__frames')) as string[]).join('\n'));
    const end = await page.evaluate(`({ y: Math.round(scrollY), max: document.documentElement.scrollHeight - innerHeight, form: Math.round(document.querySelector('form')?.getBoundingClientRect().top ?? -1), firstPainted: window.__painted })`);
    console.log(`  end: ${JSON.stringify(end)}`);
  }
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`${counts.inPage} of ${ROUNDS} loads shifted inside the page, ${counts.anywhere} anywhere; the choice form moved in ${counts.form}`);
  await context.close();
} finally {
  server.stop();
  rmSync(profile, { recursive: true, force: true });
}
