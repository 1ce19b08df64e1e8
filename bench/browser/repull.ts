/**
 * The worker's thread pull over IndexedDB, with a network stub that answers a prepared body at once,
 * beside raw IndexedDB puts of the same rows. Runs in Chromium (bench/repull.bench.ts bundles
 * repull-harness.ts) and, at a smoke size, on fake-indexeddb (tests/bench/). Each run is checked for
 * doing its work: the pull succeeds and leaves the thread's rows, the raw puts are read back.
 */
import { ChronicleDB, threadKey } from '../../src/db';
import { createHttp } from '../../worker/http/create-http';
import { pullThread } from '../../worker/sync/threads';

export interface RepullTimes {
  rows: number;
  /** The first pull, which writes every row. */
  first: number;
  /** Re-pulls of the unchanged thread, one per run. */
  pull: number[];
  /** Raw puts of the same rows in one transaction, until it completes. */
  raw: number[];
  /** Reading the raw puts' rows back, one getAll. */
  readBack: number[];
}

const THREAD = { kind: 'dungeon' as const, target_id: 'bench-thread' };

function comments(n: number) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  return Array.from({ length: n }, (_, i) => ({
    comment_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    kind: 'dungeon' as const,
    target_id: THREAD.target_id,
    chapter: null,
    parent_id: null,
    user: { user_id: `u${i % 50}`, username: `Reader ${i % 50}`, avatar_url: null },
    text: `Comment number ${i}: the library burned twice, and the second time on purpose.`,
    is_spoiler: i % 11 === 0,
    created_at: new Date(start - i * 1000).toISOString(),
    reply_count: i % 7,
  }));
}

const request = <T>(r: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

/** Puts `rows` in one transaction and waits for it to commit, then reads them back and checks them. */
async function rawPut(name: string, rows: readonly { comment_id: string }[]): Promise<{ put: number; read: number }> {
  const db = await request(indexedDB.open(name));
  try {
    let started = performance.now();
    const tx = db.transaction('comments', 'readwrite');
    const store = tx.objectStore('comments');
    for (const row of rows) store.put(row);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('the raw put was aborted'));
    });
    const put = performance.now() - started;
    started = performance.now();
    const back = (await request(db.transaction('comments', 'readonly').objectStore('comments').getAll())) as { comment_id: string }[];
    const read = performance.now() - started;
    const ids = new Set(back.map((r) => r.comment_id));
    if (back.length !== rows.length || rows.some((r) => !ids.has(r.comment_id))) {
      throw new Error(`raw put: ${rows.length} rows put, ${back.length} read back`);
    }
    return { put, read };
  } finally {
    db.close();
  }
}

/** A thread of `n` comments pulled once, then `runs` times unchanged, each run beside a raw put of its rows. */
export async function repull(n: number, runs: number): Promise<RepullTimes> {
  // The whole thread in one answer (the server pages it at 50): what is measured is the worker's cost per row.
  const body = JSON.stringify({ comments: comments(n), count: n, chapter_counts: [], next_before: null });
  const name = `repull-${n}-${Date.now()}`;
  const db = new ChronicleDB(name);
  await db.open();
  const fetch = async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  const http = createHttp({ db, fetch, baseUrl: 'http://bench.local/api' });
  const ctx = { db, http, clock: { now: () => Date.now(), setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) } };
  const held = () => db.comments.where('thread').equals(threadKey(THREAD)).toArray();
  const pullOnce = async (): Promise<number> => {
    const started = performance.now();
    const r = await pullThread(ctx, THREAD);
    const ms = performance.now() - started;
    if (!r.ok) throw new Error(`the pull failed: ${r.message}`);
    const rows = await db.comments.where('thread').equals(threadKey(THREAD)).count();
    if (rows !== n) throw new Error(`the pull left ${rows} of ${n} rows`);
    return ms;
  };

  try {
    const first = await pullOnce();
    // The same rows as the pull stores them, for the raw baseline.
    const stored = await held();
    db.close();
    const times: RepullTimes = { rows: stored.length, first, pull: [], raw: [], readBack: [] };
    for (let i = 0; i < runs; i++) {
      const raw = await rawPut(name, stored);
      times.raw.push(raw.put);
      times.readBack.push(raw.read);
      await db.open();
      times.pull.push(await pullOnce());
      db.close();
    }
    return times;
  } finally {
    db.close();
    await ChronicleDB.delete(name);
  }
}
