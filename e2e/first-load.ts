/**
 * What a first visit costs in JavaScript: the bytes that cross the network (resource timing's
 * encodedBodySize of every JS response that was not served from the HTTP cache) before the first
 * screen's text shows: the moment it enters the page, seen by a MutationObserver (a locator's polling
 * sees it up to a few hundred milliseconds late, and would count what starts just after the screen). Counted in the page (its scripts up to that moment) and in the sync worker (its
 * script, in the page's entries, every module it loads before its first API call, i.e. its static
 * graph, and any it loads before the text). Bytes, not time: the same build gives the same figure on any machine.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface LoadedScript {
  url: string;
  bytes: number;
  encoding: string;
  by: 'page' | 'worker';
}

export interface FirstLoad {
  scripts: LoadedScript[];
  total: number;
}

interface Entry {
  name: string;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
  start: number;
  initiatorType: string;
}

const ENTRIES = `performance.getEntriesByType('resource').map((e) => ({
  name: e.name, transferSize: e.transferSize, encodedBodySize: e.encodedBodySize, decodedBodySize: e.decodedBodySize,
  initiatorType: e.initiatorType, start: performance.timeOrigin + e.startTime,
}))`;

const isScript = (e: Entry) => new URL(e.name).pathname.endsWith('.js');
// transferSize 0 with a body means the HTTP cache answered: nothing crossed the network.
const fromNetwork = (e: Entry) => e.transferSize > 0;

/** The first screen's text: an element of this role and name. */
export interface FirstText {
  role: 'button' | 'heading' | 'textbox';
  name: string;
}

/** Opens `path` in a fresh page of `context` and measures until `firstText` is shown. */
export async function measureFirstLoad(context: BrowserContext, path: string, firstText: FirstText): Promise<FirstLoad> {
  const page = await context.newPage();
  const encodings = new Map<string, string>();
  context.on('response', (r) => encodings.set(r.url(), r.headers()['content-encoding'] ?? 'identity'));
  // A string, not a function: run through tsx (the benches), a function's inner arrows get esbuild's
  // `__name` wrapper, which the page does not have, and the observer never ran.
  await page.addInitScript(`(() => {
    const text = ${JSON.stringify(firstText.name)};
    const observer = new MutationObserver(() => {
      if (window.firstTextAt === undefined && document.body && document.body.innerText.includes(text)) window.firstTextAt = performance.timeOrigin + performance.now();
      if (window.firstTextAt !== undefined) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })()`);
  await page.goto(path);
  await page.getByRole(firstText.role, { name: firstText.name }).waitFor();
  const shownAt = await page.evaluate(() => (window as Window & { firstTextAt?: number }).firstTextAt ?? performance.timeOrigin + performance.now());

  const workerUrls = new Set(page.workers().map((w) => w.url()));
  const pageEntries = (await page.evaluate<Entry[]>(ENTRIES)).filter((e) => isScript(e) && fromNetwork(e) && e.start <= shownAt && !workerUrls.has(e.name));
  const scripts: LoadedScript[] = pageEntries.map((e) => ({ url: e.name, bytes: e.encodedBodySize, encoding: encodings.get(e.name) ?? '?', by: 'page' }));
  for (const worker of page.workers()) {
    const entries = await worker.evaluate<Entry[]>(ENTRIES);
    // Its start-up modules (all requested before its first API call) and whatever it loads before the text.
    const firstCall = Math.min(...entries.filter((e) => new URL(e.name).pathname.startsWith('/api/')).map((e) => e.start));
    const until = Math.max(firstCall, shownAt);
    // The worker's script is fetched by the page, and may arrive after the first text: count it anyway.
    const own = (await page.evaluate<Entry[]>(ENTRIES)).filter((e) => e.name === worker.url() && fromNetwork(e));
    for (const e of [...own, ...entries.filter((e) => isScript(e) && fromNetwork(e) && e.start <= until)]) {
      if (!scripts.some((s) => s.url === e.name)) scripts.push({ url: e.name, bytes: e.encodedBodySize, encoding: encodings.get(e.name) ?? '?', by: 'worker' });
    }
  }
  await page.close();
  return { scripts, total: scripts.reduce((sum, s) => sum + s.bytes, 0) };
}

/** Signs a player in on this context's origin without loading anything the measure would count later. */
export async function storeSession(page: Page, accessToken: string, refreshToken: string): Promise<void> {
  await page.evaluate(
    async ({ accessToken, refreshToken }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('chronicle');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const stores = [...db.objectStoreNames];
      const tx = db.transaction(stores, 'readwrite');
      // A first visit: nothing stored but the session.
      for (const s of stores) tx.objectStore(s).clear();
      tx.objectStore('session').put({ id: 'current', access_token: accessToken, refresh_token: refreshToken });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { accessToken, refreshToken },
  );
}
