import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { narrationRoutes, narrationUrl } from '../../server/narration/plugin';
import { memoryTexts } from '../../server/narration/texts';

/** 1000 distinct-enough bytes, so a wrong slice shows. */
const BODY = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));

let dir: string;
let app: FastifyInstance;
const render = vi.fn(async () => BODY);
const texts = memoryTexts();
const audioUrlFor = (text: string): Promise<string> => narrationUrl(texts, text);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'narration-plugin-'));
  render.mockClear();
  app = Fastify();
  await app.register(narrationRoutes, { prefix: '/api', dir, texts, render });
  await app.ready();
});
afterEach(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /api/media/audio/:key.mp3', () => {
  it('renders on first request and serves the file with caching headers', async () => {
    const url = await audioUrlFor('The gate opens.');
    expect(url).toMatch(/^\/api\/media\/audio\/[0-9a-f]{64}\.mp3$/);
    expect(render).not.toHaveBeenCalled();

    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}-3e8"$/);
    expect(res.rawPayload.equals(BODY)).toBe(true);

    await app.inject({ method: 'GET', url });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, 999],
    ['bytes=-100', 900, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=-5000', 0, 999],
  ])('answers Range %s with 206 and the exact slice', async (range, start, end) => {
    const res = await app.inject({ method: 'GET', url: await audioUrlFor('Seek me.'), headers: { range } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(BODY.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('answers Range %s with 416', async (range) => {
    const res = await app.inject({ method: 'GET', url: await audioUrlFor('Too far.'), headers: { range } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
  });

  it('ignores malformed and multi-part ranges, and stale If-Range', async () => {
    const url = await audioUrlFor('Whole file.');
    for (const headers of [{ range: 'bytes=5-1' }, { range: 'bytes=0-1,5-9' }, { range: 'items=0-1' }, { range: 'bytes=0-9', 'if-range': '"old"' }]) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(1000);
    }
  });

  it('answers If-None-Match with 304', async () => {
    const url = await audioUrlFor('Already have it.');
    const { headers } = await app.inject({ method: 'GET', url });
    const res = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(headers.etag) } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('404s an unknown or malformed key with a message', async () => {
    for (const url of [`/api/media/audio/${'a'.repeat(64)}.mp3`, '/api/media/audio/nope.mp3']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(render).not.toHaveBeenCalled();
  });

  it('answers HEAD with the headers and no body, for whole files and ranges', async () => {
    const url = await audioUrlFor('Just the headers.');
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
    expect(head.headers['content-type']).toBe('audio/mpeg');
    expect(head.rawPayload.length).toBe(0);
    const ranged = await app.inject({ method: 'HEAD', url, headers: { range: 'bytes=10-19' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe('bytes 10-19/1000');
    expect(ranged.headers['content-length']).toBe('10');
    expect(ranged.rawPayload.length).toBe(0);
  });
});

describe('with the real synthesiser', () => {
  it('serves an MP3 rendered from the registered text', async () => {
    const real = Fastify();
    await real.register(narrationRoutes, { prefix: '/api', dir, texts });
    const res = await real.inject({ method: 'GET', url: await audioUrlFor('Welcome home.') });
    await real.close();
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload[0]).toBe(0xff);
    expect((res.rawPayload[1] ?? 0) & 0xe0).toBe(0xe0);
    expect(res.rawPayload.length).toBe(Number(res.headers['content-length']));
  });
});
