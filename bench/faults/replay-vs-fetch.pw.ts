/**
 * The outbox's replay against a plain fetch loop of the same requests, on several screens (issue #12: at
 * least 0.5x, none lost, none doubled). On each screen a new Historian queues BENCH_WRITES writes of four
 * kinds offline through the app's sync worker (the fault suite's plan), with the screen open. First a second
 * Historian, in another browser context, sends the very same requests (read from the first one's outbox) in
 * a plain `fetch` loop, one after another, each awaited with its JSON answer; then the first one's browser
 * comes back online and the app's own outbox replays them, with the screen open, until the header's
 * pending count is 0. The server then counts the replay's writes: every one once, each thread and the
 * crawl in order. The server is the suite's own, on a clean link, with ordinary (hour-long) access tokens.
 * Figures go to bench/results/replay-vs-fetch.txt.
 */
import { execSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type Browser, expect, request as apiRequest, type Page } from '@playwright/test';
import { api, type EndpointName, pathFor } from '../../src/contract';
import { App, Server } from '../../e2e/fixtures';
import { expectDelivered, LIBRARY, planWrites } from '../../e2e/faults/plan';
import { ServerProcess } from '../../e2e/faults/server-process';
import { WorkerDriver } from '../../e2e/faults/worker-driver';

const N = Number(process.env.BENCH_WRITES ?? 1000);
const results = join(import.meta.dirname, '..', 'results');
const out = join(results, 'replay-vs-fetch.txt');

const test = base.extend<{ server: Server; app: App }, { serverProcess: ServerProcess }>({
  serverProcess: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await ServerProcess.onFreePort({ DUNGEON_SEED: '1', CODE_REQUESTS_PER_IP: '1000' });
      await server.start();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ serverProcess }, use) => use(serverProcess.url),
  server: async ({ serverProcess }, use) => {
    const direct = await apiRequest.newContext({ baseURL: serverProcess.url });
    await use(new Server(direct));
    await direct.dispose();
  },
  app: async ({ page, server }, use) => use(new App(page, server)),
});

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen is up (online, before the writes are queued). */
  ready: (page: Page) => Promise<void>;
}

const SHOWN = { timeout: 30_000 };

const SCREENS: Screen[] = [
  { name: 'the Sanctum', path: '/sanctum', ready: (p) => p.getByRole('heading', { name: /^Welcome back, Historian/ }).waitFor(SHOWN) },
  {
    name: 'a chapter',
    path: '/series/glassblowers-oath/adventure/glassblowers-oath-1/read/chapter/1',
    ready: (p) => p.getByRole('textbox', { name: 'What do you choose to do?' }).waitFor(SHOWN),
  },
  { name: 'the Timeline', path: `/dungeons/${LIBRARY}/read`, ready: (p) => p.getByRole('textbox', { name: 'What should we do next Historian?' }).waitFor(SHOWN) },
  {
    name: 'a saga thread',
    path: '/sagas/saga-glassblowers-oath/comments',
    ready: async (p) => {
      const warning = p.getByRole('dialog', { name: 'Spoilers ahead' });
      await warning.getByRole('button', { name: 'Show the Discussion' }).click(SHOWN);
      await p.getByRole('textbox').first().waitFor(SHOWN);
    },
  },
];

/** Each process's CPU seconds so far, by kind (BENCH_PERF=1): where a replay's time goes. */
function cpuTimes(): Map<string, { kind: string; s: number }> {
  const out = new Map<string, { kind: string; s: number }>();
  for (const line of execSync('ps -eo pid=,cputimes=,args=', { encoding: 'utf8' }).split('\n')) {
    const m = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const args = m[3]!;
    const kind = /chrom/.test(args) ? `chromium ${/--type=([\w-]+)/.exec(args)?.[1] ?? 'browser'}${/--utility-sub-type=([\w.]+)/.exec(args)?.[1]?.replace(/^.*\./, ' ') ?? ''}` : /server\/main/.test(args) ? 'server' : /playwright|node/.test(args) ? 'node (test)' : 'other';
    out.set(m[1]!, { kind, s: Number(m[2]) });
  }
  return out;
}

/** Starts the CPU profiler in the page's sync worker (BENCH_PROFILE=1); the answer stops it and answers the profile. */
async function profileWorker(browser: Browser): Promise<() => Promise<unknown>> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string; url: string }[] };
  const worker = targetInfos.find((t) => t.type === 'worker' && /worker/i.test(t.url) && !/narration/i.test(t.url));
  if (!worker) throw new Error(`no sync worker among ${JSON.stringify(targetInfos.map((t) => [t.type, t.url]))}`);
  const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false })) as { sessionId: string };
  let id = 0;
  const waiting = new Map<number, (r: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (e: { sessionId: string; message: string }) => {
    const m = JSON.parse(e.message) as { id?: number; result?: unknown };
    if (e.sessionId === sessionId && m.id !== undefined) waiting.get(m.id)?.(m.result);
  });
  const call = (method: string) =>
    new Promise<unknown>((resolve) => {
      waiting.set(++id, resolve);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    });
  await call('Profiler.enable');
  await call('Profiler.start');
  return async () => ((await call('Profiler.stop')) as { profile: unknown }).profile;
}

interface Sent {
  method: string;
  url: string;
  body: string | null;
}

/** The outbox's rows, oldest first, as the requests the outbox will send. */
async function outboxRequests(page: Page): Promise<Sent[]> {
  const rows = await page.evaluate(
    () =>
      new Promise<{ seq: number; request: { endpoint: string; params?: Record<string, string>; body?: unknown } }[]>((resolve, reject) => {
        const open = indexedDB.open('chronicle');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result);
          };
        };
      }),
  );
  return rows
    .sort((a, b) => a.seq - b.seq)
    .map(({ request }) => {
      const ep = api[request.endpoint as EndpointName];
      return { method: ep.method, url: `/api${pathFor(ep.path, request.params ?? {})}`, body: request.body === undefined ? null : JSON.stringify(request.body) };
    });
}

test.beforeAll(() => {
  mkdirSync(results, { recursive: true });
  writeFileSync(out, `${new Date().toISOString()}  ${N} writes: a plain fetch loop of the requests, then the outbox's replay of them, in Chromium at 390x844\n`);
});

for (const screen of SCREENS) {
  test(`${N} queued writes replayed on ${screen.name}, beside a fetch loop`, async ({ app, page, server, browser, baseURL }) => {
    test.setTimeout(30 * 60_000);
    const tag = `V${Date.now().toString(36)}`;
    const email = `${tag.toLowerCase()}@example.com`;
    await app.account.signUp(email, `Replay ${tag}`);
    await app.offline.serviceWorkerReady();
    const starter = await WorkerDriver.open(page);
    const [started] = await starter.call([{ method: 'startDungeon', args: [LIBRARY, { restart: false, artifacts: [] }] }]);
    expect(started).toMatchObject({ ok: true });
    await starter.close();
    const room = (started as { value: { progress: { current_room: string } } }).value.progress.current_room;
    const plan = planWrites(N, tag, room);
    await page.goto(screen.path);
    await screen.ready(page).catch(async (e: unknown) => {
      await page.screenshot({ path: join(results, `replay-vs-fetch-${screen.name.replace(/\W+/g, '-')}.png`) });
      throw e;
    });

    await app.offline.goOffline();
    const driver = await WorkerDriver.open(page);
    await driver.queue(plan.writes);
    await driver.close();
    await expect.poll(() => app.shell.pendingCount(), { timeout: 60_000 }).toBe(N);
    const requests = await outboxRequests(page);
    expect(requests).toHaveLength(N);

    // The fetch loop: another Historian, in another context, at the same point of the same crawl.
    const other = `${tag.toLowerCase()}-loop@example.com`;
    const { access_token } = await server.signUpOverApi(other, `Loop ${tag}`);
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const loopPage = await context.newPage();
    await loopPage.goto('/robots.txt');
    const loop = await loopPage.evaluate(
      async ({ token, requests, start }) => {
        const headers = (extra: Record<string, string> = {}) => ({ Accept: 'application/json', Authorization: `Bearer ${token}`, ...extra });
        const begun = await fetch(start, { method: 'POST', headers: headers({ 'Content-Type': 'application/json' }), body: JSON.stringify({ restart: false, artifacts: [] }) });
        if (!begun.ok) throw new Error(`starting the crawl: ${begun.status}`);
        const started = (await begun.json()) as { events: { seq: number }[] };
        const failed: string[] = [];
        // Like any client of the crawl, the loop names the last event it holds (after_seq) in each turn it
        // plays, so an answer carries that turn's events and never the history again.
        let lastSeq = started.events.at(-1)?.seq;
        const t0 = performance.now();
        for (const r of requests) {
          const body = r.body === null ? null : (JSON.parse(r.body) as Record<string, unknown>);
          if (body && 'after_seq' in body) body.after_seq = lastSeq;
          const res = await fetch(r.url, {
            method: r.method,
            headers: headers({ 'Idempotency-Key': crypto.randomUUID(), ...(body === null ? {} : { 'Content-Type': 'application/json' }) }),
            body: body === null ? null : JSON.stringify(body),
          });
          const answer = (await res.json()) as { events?: { seq: number }[] };
          if (!res.ok) failed.push(`${r.method} ${r.url}: ${res.status}`);
          lastSeq = answer.events?.at(-1)?.seq ?? lastSeq;
        }
        return { ms: performance.now() - t0, failed };
      },
      // The same requests, their texts marked as the loop's, so the threads they share keep the replay's apart.
      { token: access_token, requests: requests.map((r) => ({ ...r, body: r.body?.replaceAll(tag, `loop-${tag}`) ?? null })), start: `/api/dungeon/${LIBRARY}/` },
    );
    await context.close();
    expect(loop.failed).toEqual([]);
    expect((await server.writes(other)).length).toBeGreaterThanOrEqual(N);

    // BENCH_TRACE=1 records Chromium's trace of the replay (every process and thread) beside the figures.
    const trace = process.env.BENCH_TRACE ? join(results, `replay-${screen.name.replace(/\W+/g, '-')}.trace.json`) : null;
    if (trace) await browser.startTracing(page, { path: trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'IndexedDB', 'toplevel'] });
    const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp) await cdp.send('Profiler.enable');
    if (cdp) await cdp.send('Profiler.start');
    const cpuBefore = process.env.BENCH_PERF ? cpuTimes() : null;
    const workerProfile = process.env.BENCH_PROFILE ? await profileWorker(browser) : null;
    const back = performance.now();
    await app.offline.goOnline();
    await page.waitForFunction(() => ![...document.querySelectorAll('button')].some((b) => /pending write/.test(b.getAttribute('aria-label') ?? '')), null, {
      polling: 100,
      timeout: 25 * 60_000,
    });
    const replayMs = performance.now() - back;
    if (trace) await browser.stopTracing();
    if (workerProfile) writeFileSync(join(results, `replay-${screen.name.replace(/\W+/g, '-')}.worker.cpuprofile`), JSON.stringify(await workerProfile()));
    if (cpuBefore) {
      const after = cpuTimes();
      const by = new Map<string, number>();
      for (const [pid, { kind, s }] of after) by.set(kind, (by.get(kind) ?? 0) + s - (cpuBefore.get(pid)?.s ?? 0));
      console.log(`CPU seconds during the replay: ${JSON.stringify(Object.fromEntries([...by].filter(([, v]) => v > 0.2).map(([k, v]) => [k, Math.round(v * 10) / 10])))}`);
    }
    if (cdp) writeFileSync(join(results, `replay-${screen.name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify((await cdp.send('Profiler.stop')).profile));
    console.log(`${screen.name}: fetch loop ${loop.ms.toFixed(0)} ms, replay ${replayMs.toFixed(0)} ms (checking the server)`);
    await expectDelivered(server, email, plan, tag);
    expect(page.url()).toContain(screen.path);

    const line =
      `${screen.name.padEnd(16)} fetch loop ${(loop.ms / 1000).toFixed(1)} s (${((N / loop.ms) * 1000).toFixed(1)} writes/s); ` +
      `replay ${(replayMs / 1000).toFixed(1)} s (${((N / replayMs) * 1000).toFixed(1)} writes/s); ` +
      `replay speed / loop speed ${(loop.ms / replayMs).toFixed(2)}x; 0 lost, 0 doubled, order kept\n`;
    appendFileSync(out, line);
    console.log(line);
  });
}
