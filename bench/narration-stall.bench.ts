/**
 * Requests served while a chapter's narration renders: `node --import tsx bench/narration-stall.bench.ts`.
 * A server on loopback with the narration routes is asked for the first render of a seeded chapter's
 * narration while a client sends small GETs back to back; the latency of those GETs during the render
 * (p50, p99, max) is reported for a render on the server's own thread (as before #12) and in the render
 * pool's worker threads, side by side in one run, with the same GETs when idle.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { memories } from '../server/content';
import { narrationText } from '../server/narration/story-text';
import { narrationRoutes, narrationUrl } from '../server/narration/plugin';
import { memoryTexts } from '../server/narration/texts';
import { synthesize } from '../server/narration/synthesize';
import { isMain } from './support/main';
import { percentile } from './support/server';

const chapters = memories.flatMap((m) => m.adventures.flatMap((a) => a.chapters));
/** The narration of the i-th seeded chapter, as the server narrates it. */
export const chapterText = (i: number): string => {
  const chapter = chapters[i]!;
  return narrationText(chapter.title, chapter.blocks.map((b) => ({ blockType: b.blockType, blockText: b.text, character: null, characterImageURL: null })));
};

export interface StallRun {
  /** Sorted latencies of the GETs with nothing rendering. */
  idle: number[];
  /** Sorted latencies of the GETs sent while the render ran. */
  during: number[];
  /** GETs that failed (none expected: each is counted, not retried). */
  failed: number;
  render: { status: number; bytes: number; ms: number };
  /** mp3 files and their bytes in the cache directory after the render. */
  onDisk: { files: number; bytes: number };
}

export async function measure({ onMainThread, text, idle = 300 }: { onMainThread: boolean; text: string; idle?: number }): Promise<StallRun> {
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-narration-'));
  // A render on the server's thread blocks it for seconds; past Node's 5 s keep-alive timeout the server
  // then closes the client's idle sockets as the client reuses them ("other side closed"), which is not
  // what is measured here.
  const app = Fastify({ keepAliveTimeout: 120_000 });
  app.get('/api/ping', async () => ({ ok: true, at: Date.now() }));
  const texts = memoryTexts();
  await app.register(narrationRoutes, { prefix: '/api', dir, texts, ...(onMainThread ? { render: synthesize } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  let failed = 0;

  async function pingWhile(busy: () => boolean, minimum = 0): Promise<number[]> {
    const times: number[] = [];
    while (busy() || times.length < minimum) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/ping`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(String(res.status));
        times.push(performance.now() - started);
      } catch {
        failed++;
        if (failed > 20) throw new Error(`${failed} GETs failed`);
      }
    }
    return times.sort((a, b) => a - b);
  }

  try {
    await pingWhile(() => false, Math.min(200, idle)); // warm up
    const idleTimes = await pingWhile(() => false, idle);
    let rendering = true;
    const started = performance.now();
    const render = fetch(`${base}${await narrationUrl(texts, text)}`)
      .then(async (r) => ({ status: r.status, bytes: (await r.arrayBuffer()).byteLength, ms: performance.now() - started }))
      .finally(() => {
        rendering = false;
      });
    const during = await pingWhile(() => rendering);
    const r = await render;
    if (r.status !== 200) throw new Error(`the render answered ${r.status}`);
    const files = readdirSync(dir).filter((f) => f.endsWith('.mp3'));
    return { idle: idleTimes, during, failed, render: r, onDisk: { files: files.length, bytes: files.reduce((n, f) => n + statSync(join(dir, f)).size, 0) } };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const describe = (t: number[]) => `${t.length} requests: p50 ${percentile(t, 0.5).toFixed(1)} ms, p99 ${percentile(t, 0.99).toFixed(1)} ms, max ${t.at(-1)!.toFixed(1)} ms`;
  for (const [label, onMainThread, chapter] of [['render on the server thread', true, 0], ['render in worker threads', false, 1]] as const) {
    const text = chapterText(chapter);
    const r = await measure({ onMainThread, text });
    console.log(`${label}, idle: ${describe(r.idle)}`);
    console.log(`${label}, chapter of ${text.split(/\s+/).length} words rendered in ${r.render.ms.toFixed(0)} ms (${r.render.status}, ${(r.render.bytes / 1024).toFixed(0)} KiB); meanwhile ${describe(r.during)}${r.failed ? `; ${r.failed} GETs failed` : ''}`);
    console.log(`${label}, on disk: ${r.onDisk.files} file, ${(r.onDisk.bytes / 1024).toFixed(0)} KiB`);
  }
}
