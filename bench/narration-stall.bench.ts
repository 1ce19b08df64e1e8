/**
 * Requests served while a chapter's narration renders: `node --import tsx bench/narration-stall.bench.ts`.
 * Not part of the tests. A real server (listening on loopback, production mode, narration on) is asked
 * for the first render of a seeded chapter's narration while a client sends GET /api/auth/init/ back to
 * back; reports the latency of those requests during the render (p50, p99, max) against the same
 * requests with nothing rendering, and what the narration cache holds on disk afterwards.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app';
import { memories } from '../server/content';
import { narrationText } from '../server/memories/adventure-view';
import { audioUrlFor } from '../server/narration/plugin';
import { percentile } from './support/server';

const dataDir = mkdtempSync(join(tmpdir(), 'chronicle-narration-'));
const app = await buildServer({ dbPath: ':memory:', dataDir, production: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;

async function pingWhile(busy: () => boolean, minimum = 0): Promise<number[]> {
  const times: number[] = [];
  while (busy() || times.length < minimum) {
    const started = performance.now();
    const res = await fetch(`${base}/api/auth/init/`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
const describe = (t: number[]) => `${t.length} requests: p50 ${percentile(t, 0.5).toFixed(1)} ms, p99 ${percentile(t, 0.99).toFixed(1)} ms, max ${t.at(-1)!.toFixed(1)} ms`;

try {
  await pingWhile(() => false, 200); // warm up
  console.log(`idle: ${describe(await pingWhile(() => false, 400))}`);

  const chapters = memories.flatMap((m) => m.adventures.flatMap((a) => a.chapters));
  for (const [i, chapter] of chapters.slice(0, 3).entries()) {
    const text = narrationText(chapter.title, chapter.blocks.map((b) => ({ blockType: b.blockType, blockText: b.text, character: null, characterImageURL: null })));
    const url = audioUrlFor(text);
    let rendering = true;
    const started = performance.now();
    const render = fetch(`${base}${url}`).then(async (r) => {
      const bytes = (await r.arrayBuffer()).byteLength;
      rendering = false;
      return { status: r.status, bytes, ms: performance.now() - started };
    });
    const times = await pingWhile(() => rendering);
    const r = await render;
    console.log(`chapter ${i + 1} (${text.split(/\s+/).length} words) rendered in ${r.ms.toFixed(0)} ms (${r.status}, ${(r.bytes / 1024).toFixed(0)} KiB); meanwhile ${describe(times)}`);
  }
  const dir = join(dataDir, 'audio');
  const files = readdirSync(dir).filter((f) => f.endsWith('.mp3'));
  console.log(`narration on disk: ${files.length} files, ${(files.reduce((n, f) => n + statSync(join(dir, f)).size, 0) / 1024).toFixed(0)} KiB`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
