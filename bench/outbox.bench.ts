/**
 * Outbox throughput: `node --import tsx bench/outbox.bench.ts`.
 * Enqueues N comments while offline (each one Dexie transaction: the optimistic row + the outbox
 * row), then replays them against an in-process server that answers at once, on fake-indexeddb.
 * It measures the worker's own cost per write, not the network's.
 */
import 'fake-indexeddb/auto';
import { ChronicleDB } from '../src/db';
import { createWorker } from '../worker/api';
import { isMain } from './support/main';

export interface OutboxRun {
  writes: number;
  enqueueMs: number;
  replayMs: number;
  /** Comments the stub server received. */
  delivered: number;
  /** Writes left in the outbox after the replay. */
  left: number;
  /** The optimistic comment rows after the replay, now the server's. */
  stored: number;
}

export async function measure({ writes = 300 } = {}): Promise<OutboxRun> {
  let online = false;
  let n = 0;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!online) throw new TypeError('Failed to fetch');
    const url = String(input);
    if (!url.includes('/add-comment/')) return new Response(JSON.stringify({ message: 'not here' }), { status: 404 });
    const body = JSON.parse(String(init?.body)) as { text: string };
    const comment = {
      comment_id: `c${++n}`,
      kind: 'saga',
      target_id: 'saga-bench',
      chapter: null,
      parent_id: null,
      user: { user_id: 'u1', username: 'Bench', avatar_url: null },
      text: body.text,
      is_spoiler: false,
      created_at: new Date().toISOString(),
      reply_count: 0,
    };
    return new Response(JSON.stringify(comment), { status: 201, headers: { 'content-type': 'application/json' } });
  };

  const db = new ChronicleDB(`bench-${Date.now()}-${Math.random()}`);
  await db.session.put({ id: 'current', access_token: 'a', refresh_token: 'r' });
  const clock = { now: () => Date.now(), setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (h: unknown) => clearTimeout(h as NodeJS.Timeout) };
  const locks = { request: <T>(_name: string, _options: unknown, fn: (lock: unknown) => Promise<T>) => fn({}) };
  const { api, outbox } = createWorker({ db, fetch: fetchImpl, baseUrl: 'http://bench.local/api', clock, random: Math.random, locks });
  try {
    let started = performance.now();
    for (let i = 0; i < writes; i++) await api.commentPost({ kind: 'saga', target_id: 'saga-bench', text: `Comment number ${i}` });
    await outbox.idle();
    const enqueueMs = performance.now() - started;
    if ((await db.outbox.count()) !== writes) throw new Error(`${await db.outbox.count()} of ${writes} writes queued`);

    online = true;
    started = performance.now();
    await api.online();
    // online() starts the replay without waiting for it: wait until the outbox has drained.
    for (let spins = 0; (await db.outbox.count()) > 0; spins++) {
      if (spins > 100_000) throw new Error('the outbox did not drain');
      await outbox.idle();
      await new Promise((r) => setTimeout(r, 1));
    }
    const replayMs = performance.now() - started;
    const stored = await db.comments.filter((c) => !c.pending && c.target_id === 'saga-bench').count();
    return { writes, enqueueMs, replayMs, delivered: n, left: await db.outbox.count(), stored };
  } finally {
    outbox.stop();
    db.close();
  }
}

if (isMain(import.meta.url)) {
  const r = await measure();
  console.log(`${r.writes} comments: enqueue ${(r.enqueueMs / r.writes).toFixed(2)} ms each, replay ${(r.replayMs / r.writes).toFixed(2)} ms each; ${r.left} left in the outbox, ${r.delivered} delivered, ${r.stored} stored as the server's`);
}
