/**
 * Runs in Chromium (bundled by bench/repull.bench.ts): the worker's thread pull over real IndexedDB,
 * with a network stub that answers a prepared body at once, against raw IndexedDB puts of the same rows.
 */
import { ChronicleDB, threadKey } from '../../src/db';
import { createHttp } from '../../worker/http/create-http';
import { pullThread } from '../../worker/sync/threads';

declare global {
  interface Window {
    repull(rows: number, runs: number): Promise<{ pull: number[]; raw: number[]; first: number }>;
  }
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

function rawPut(name: string, rows: object[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const started = performance.now();
      const tx = db.transaction('comments', 'readwrite');
      const store = tx.objectStore('comments');
      for (const row of rows) store.put(row);
      tx.oncomplete = () => {
        const ms = performance.now() - started;
        db.close();
        resolve(ms);
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

window.repull = async (n, runs) => {
  const list = { comments: comments(n), count: n, chapter_counts: [] };
  const body = JSON.stringify(list);
  const name = `repull-${n}-${Date.now()}`;
  const db = new ChronicleDB(name);
  await db.open();
  const fetch = async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  const http = createHttp({ db, fetch, baseUrl: 'http://bench.local/api' });
  const ctx = { db, http, clock: { now: () => Date.now(), setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) } };

  let started = performance.now();
  await pullThread(ctx, THREAD);
  const first = performance.now() - started;
  // The same rows as the pull stores them, for the raw baseline.
  const stored = await db.comments.where('thread').equals(threadKey(THREAD)).toArray();
  db.close();

  const pull: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < runs; i++) {
    raw.push(await rawPut(name, stored));
    await db.open();
    started = performance.now();
    await pullThread(ctx, THREAD);
    pull.push(performance.now() - started);
    db.close();
  }
  return { pull, raw, first };
};
