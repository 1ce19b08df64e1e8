/**
 * The built app as the server sends it: precompressed text (brotli, else gzip, else as is) with
 * Content-Encoding and Vary, hidden source maps never served, a real robots.txt, client routes answered
 * with index.html.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

const SCRIPT = `export const greeting = ${JSON.stringify('Welcome back, Historian. '.repeat(40))};`;
const INDEX = '<!doctype html><title>Chronicle</title><div id="root"></div>';

/** A dist/ as `npm run build` leaves it: each text file with its .br and .gz, and a hidden map. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-dist-'));
  mkdirSync(join(dir, 'assets'));
  const withCompressed = (path: string, text: string) => {
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  };
  withCompressed(join(dir, 'index.html'), INDEX);
  withCompressed(join(dir, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["../../src/main.tsx"]}');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  return dir;
}

describe('the built app on the wire', () => {
  it('sends a script brotli-compressed to a client that accepts br, with Vary: Accept-Encoding', async () => {
    ({ app } = await server({ serveApp: builtApp() }));
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip, and the file as it is to one that accepts neither', async () => {
    ({ app } = await server({ serveApp: builtApp() }));
    const gzip = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a client route with index.html, compressed, and revalidated on every load', async () => {
    // With a payment provider: test mode's index.html carries its banner (payments-mode.test.ts).
    ({ app } = await server({ serveApp: builtApp(), payments: { testMode: false, checkoutUrl: 'https://pay.example.com/c', webhookSecret: 'whsec' } }));
    const res = await app.inject({ method: 'GET', url: '/sanctum', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('never serves a source map', async () => {
    ({ app } = await server({ serveApp: builtApp() }));
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('sources');
  });

  it('answers /robots.txt with the robots file, not the app', async () => {
    ({ app } = await server({ serveApp: builtApp() }));
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
  });
});
