/**
 * Requests served while a chapter's narration renders: `node --import tsx bench/narration-stall.bench.ts`.
 * Not part of the tests. A server on loopback with the narration routes is asked for the first render of
 * a seeded chapter's narration while a client sends small GETs back to back; the latency of those GETs
 * during the render (p50, p99, max) is reported for a render on the server's own thread (as before #12)
 * and in the render pool's worker threads, side by side in one run, with the same GETs when idle.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { memories } from '../server/content';
import { narrationText } from '../server/narration/story-text';
import { audioUrlFor, narrationRoutes } from '../server/narration/plugin';
import { synthesize } from '../server/narration/synthesize';
import { percentile } from './support/server';

const chapters = memories.flatMap((m) => m.adventures.flatMap((a) => a.chapters));
const textOf = (i: number) => {
  const chapter = chapters[i]!;
  return narrationText(chapter.title, chapter.blocks.map((b) => ({ blockType: b.blockType, blockText: b.text, character: null, characterImageURL: null })));
};
const describe = (t: number[]) => `${t.length} requests: p50 ${percentile(t, 0.5).toFixed(1)} ms, p99 ${percentile(t, 0.99).toFixed(1)} ms, max ${t.at(-1)!.toFixed(1)} ms`;

async function run(label: string, onMainThread: boolean, chapter: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-narration-'));
  const app = Fastify();
  app.get('/api/ping', async () => ({ ok: true, at: Date.now() }));
  await app.register(narrationRoutes, { prefix: '/api', dir, ...(onMainThread ? { render: synthesize } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;

  async function pingWhile(busy: () => boolean, minimum = 0): Promise<number[]> {
    const times: number[] = [];
    while (busy() || times.length < minimum) {
      const started = performance.now();
      await (await fetch(`${base}/api/ping`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  }

  try {
    await pingWhile(() => false, 200); // warm up
    console.log(`${label}, idle: ${describe(await pingWhile(() => false, 300))}`);
    const text = textOf(chapter);
    let rendering = true;
    const started = performance.now();
    const render = fetch(`${base}${audioUrlFor(text)}`).then(async (r) => {
      const bytes = (await r.arrayBuffer()).byteLength;
      rendering = false;
      return { status: r.status, bytes, ms: performance.now() - started };
    });
    const times = await pingWhile(() => rendering);
    const r = await render;
    const words = text.split(/\s+/).length;
    console.log(`${label}, chapter of ${words} words rendered in ${r.ms.toFixed(0)} ms (${r.status}, ${(r.bytes / 1024).toFixed(0)} KiB); meanwhile ${describe(times)}`);
    const files = readdirSync(dir).filter((f) => f.endsWith('.mp3'));
    console.log(`${label}, on disk: ${files.length} file, ${(files.reduce((n, f) => n + statSync(join(dir, f)).size, 0) / 1024).toFixed(0)} KiB`);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await run('render on the server thread', true, 0);
await run('render in worker threads', false, 1);
