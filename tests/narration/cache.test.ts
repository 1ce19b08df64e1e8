import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNarrationCache, narrationKey, RENDERER_VERSION } from '../../server/narration/cache';
import { memoryTexts, type NarrationTexts } from '../../server/narration/texts';

let dir: string;
/** Where registered texts are kept: the database's stand-in, shared by the caches of one test (its "instances"). */
let texts: NarrationTexts;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'narration-cache-'));
  texts = memoryTexts();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in for synthesize: fast, and records what it was asked to render. */
function fakeRender() {
  return vi.fn(async (text: string, opts: { voice?: string; speed?: number }) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return Buffer.from(`MP3 ${opts.voice} ${opts.speed} ${text}`);
  });
}

describe('narration cache', () => {
  it('renders once per text and serves later calls from disk', async () => {
    const render = fakeRender();
    const cache = createNarrationCache({ dir, texts, render });
    const first = await cache.narrationFile('The bell tolls.');
    const mtime = (await stat(first.path)).mtimeMs;
    const again = await cache.narrationFile('  The bell   tolls. ');
    expect(again).toEqual(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith('The bell tolls.', { voice: 'narrator', speed: 155 });
    expect((await stat(first.path)).mtimeMs).toBe(mtime);
    expect(first.path).toBe(join(dir, `${first.key}.mp3`));
    expect(first.bytes).toBe((await readFile(first.path)).length);
    // A fresh cache on the same directory (a restart) finds the file instead of rendering.
    const restarted = createNarrationCache({ dir, texts, render });
    expect(await restarted.narrationFile('The bell tolls.')).toEqual(first);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('shares one render between concurrent calls and leaves no temporary files', async () => {
    const render = fakeRender();
    const cache = createNarrationCache({ dir, texts, render });
    const results = await Promise.all([
      cache.narrationFile('Twice at once.'),
      cache.narrationFile('Twice at once.'),
      cache.fileForKey(await cache.registerText('Twice at once.')),
    ]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r?.key)).size).toBe(1);
    expect(await readdir(dir)).toEqual([`${results[0]?.key}.mp3`]);
  });

  it('keys on voice, speed, text and renderer version', () => {
    const key = narrationKey('Hello.');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(narrationKey('Hello.', { voice: 'narrator', speed: 155 })).toBe(key);
    expect(narrationKey('Hello.', { voice: 'character' })).not.toBe(key);
    expect(narrationKey('Hello.', { speed: 160 })).not.toBe(key);
    expect(narrationKey('Hello!')).not.toBe(key);
    expect(RENDERER_VERSION).toBeTruthy();
  });

  it('renders a registered text lazily, and returns null for unknown or malformed keys', async () => {
    const render = fakeRender();
    const cache = createNarrationCache({ dir, texts, render });
    const key = await cache.registerText('Lazy words.', { voice: 'character' });
    expect(render).not.toHaveBeenCalled();
    const file = await cache.fileForKey(key);
    expect(file?.key).toBe(key);
    expect(render).toHaveBeenCalledWith('Lazy words.', { voice: 'character', speed: 165 });
    expect(await cache.fileForKey('0'.repeat(64))).toBeNull();
    expect(await cache.fileForKey('../../etc/passwd')).toBeNull();
  });

  it('renders a key registered by another cache (another instance, or before a restart) from the kept texts', async () => {
    const render = fakeRender();
    const key = await createNarrationCache({ dir, texts, render }).registerText('Remembered across restarts.');
    const otherDir = await mkdtemp(join(tmpdir(), 'narration-cache-other-'));
    try {
      const file = await createNarrationCache({ dir: otherDir, texts, render }).fileForKey(key);
      expect(file?.key).toBe(key);
      expect(render).toHaveBeenCalledWith('Remembered across restarts.', { voice: 'narrator', speed: 155 });
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('refuses a kept text that does not hash to its key', async () => {
    const render = fakeRender();
    const key = narrationKey('The true words.');
    await texts.keep(key, { text: 'Words edited in the table.', voice: 'narrator', speed: 155 });
    expect(await createNarrationCache({ dir, texts, render }).fileForKey(key)).toBeNull();
    expect(render).not.toHaveBeenCalled();
  });

  it('does not cache a failed render', async () => {
    const render = vi.fn().mockRejectedValueOnce(new Error('engine broke')).mockResolvedValue(Buffer.from('ok'));
    const cache = createNarrationCache({ dir, texts, render });
    await expect(cache.narrationFile('Fragile.')).rejects.toThrow('engine broke');
    expect((await cache.narrationFile('Fragile.')).bytes).toBe(2);
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe('narration on disk', () => {
  /** Renders `bytes` bytes for any text. */
  const sized = (bytes: number) => vi.fn(async () => Buffer.alloc(bytes, 1));

  it('stays under its cap: the least recently served file goes first, and its URL renders again', async () => {
    const render = sized(100);
    const cache = createNarrationCache({ dir, texts, render, maxBytes: 250 });
    const a = await cache.registerText('Chapter one.');
    const b = await cache.registerText('Chapter two.');
    const c = await cache.registerText('Chapter three.');
    await cache.fileForKey(a);
    await cache.fileForKey(b);
    await cache.fileForKey(a); // a is read again: b is now the least recently served
    await cache.fileForKey(c);

    const mp3s = (await readdir(dir)).filter((f) => f.endsWith('.mp3')).sort();
    expect(mp3s).toEqual([`${a}.mp3`, `${c}.mp3`].sort());
    expect(await cache.bytesOnDisk()).toBe(200);
    expect(render).toHaveBeenCalledTimes(3);

    // b's text is still known: asked for again, it is rendered again (and the oldest, a, makes room).
    expect((await cache.fileForKey(b))?.bytes).toBe(100);
    expect(render).toHaveBeenCalledTimes(4);
    expect(await cache.bytesOnDisk()).toBeLessThanOrEqual(250);
  });

  it('after a restart, counts the files a previous process left against the cap', async () => {
    const first = createNarrationCache({ dir, texts, render: sized(100), maxBytes: 1000 });
    await first.fileForKey(await first.registerText('Old one.'));
    await first.fileForKey(await first.registerText('Old two.'));
    const restarted = createNarrationCache({ dir, texts, render: sized(100), maxBytes: 250 });
    await restarted.fileForKey(await restarted.registerText('New one.'));
    expect(await restarted.bytesOnDisk()).toBe(200);
    expect((await readdir(dir)).filter((f) => f.endsWith('.mp3'))).toHaveLength(2);
  });
});
