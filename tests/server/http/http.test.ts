import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../../src/contract';
import { route } from '../../../server/http/route';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { player, server } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Chronicle</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  return dir;
}

describe('JSON answers', () => {
  it('carry a weak ETag and no-store; a matching If-None-Match gets a bodiless 304', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const first = await me.inject({ method: 'GET', url: '/api/homepage/featured/' });
    expect(first.headers['cache-control']).toBe('no-store');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await me.inject({ method: 'GET', url: '/api/homepage/featured/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a changed resource no longer matches its old ETag', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const url = `/api/sagas/${glassblowersOath.saga_id}/comments/`;
    const etag = (await me.inject({ method: 'GET', url })).headers.etag as string;
    await me.inject({ method: 'POST', url: `/api/sagas/${glassblowersOath.saga_id}/add-comment/`, payload: { text: 'hello' } });
    expect((await me.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  it('an unknown /api path is a JSON 404', async () => {
    ({ app } = await server());
    const res = await app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json()).message).toBeTruthy();
  });

  it('a body over 64 KB is refused with a message', async () => {
    ({ app } = await server());
    const res = await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email: 'a@b.co', pad: 'x'.repeat(70_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('broken JSON is a 400 with a message, and an empty JSON body counts as no body', async () => {
    ({ app } = await server());
    const broken = await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(ErrorBody.safeParse(broken.json()).success).toBe(true);
    const me = await player(app, 'ada@example.com');
    const play = await me.inject({ method: 'POST', url: `/api/ac/series/${glassblowersOath.series_id}/play/`, headers: { 'content-type': 'application/json' } });
    expect(play.statusCode).toBe(200);
  });

  it('an answer off the contract is a logged 500, not a client error', async () => {
    ({ app } = await server());
    const broken = { method: 'GET' as const, path: '/broken/', response: z.object({ ok: z.literal(true) }) };
    route(app, broken, () => ({ ok: false }) as unknown as { ok: true }, { public: true });
    const res = await app.inject({ method: 'GET', url: '/api/broken/' });
    expect(res.statusCode).toBe(500);
    expect(ErrorBody.safeParse(res.json()).success).toBe(true);
  });

  it('a validation error names the field when its message does not', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const res = await me.inject({ method: 'PUT', url: '/api/user/', payload: { username: 'x'.repeat(30) } });
    expect(res.json()).toEqual({ message: 'Username: At most 24 characters' });
  });
});

describe('artwork', () => {
  it('is an immutable, deterministic SVG per key', async () => {
    ({ app } = await server());
    const a = await app.inject({ method: 'GET', url: '/api/media/art/series-glassblowers-oath.svg' });
    const b = await app.inject({ method: 'GET', url: '/api/media/art/series-glassblowers-oath.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('viewBox="0 0 300 400"');
    const other = await app.inject({ method: 'GET', url: '/api/media/art/adventure-ledger-of-ash.svg' });
    expect(other.body).not.toBe(a.body);
  });

  it('an avatar is square, even a player\'s emblem made at run time, and a strange key is a 404', async () => {
    ({ app } = await server());
    expect((await app.inject({ method: 'GET', url: '/api/media/art/avatar-42.svg' })).body).toContain('viewBox="0 0 300 300"');
    expect((await app.inject({ method: 'GET', url: '/api/media/art/..%2Fsecret.svg' })).statusCode).toBe(404);
  });
});

describe('the built app', () => {
  it('answers index.html for client routes, with no-cache', async () => {
    ({ app } = await server({ serveApp: builtApp() }));
    const res = await app.inject({ method: 'GET', url: '/series/glassblowers-oath/adventure/x/read/chapter/1/step/2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Chronicle</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable and the service worker as no-cache', async () => {
    ({ app } = await server({ serveApp: builtApp() }));
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/assets/main-old999.js' })).statusCode).toBe(404);
  });

  it('still answers unknown /api paths with JSON 404, not the app', async () => {
    ({ app } = await server({ serveApp: builtApp() }));
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.safeParse(res.json()).success).toBe(true);
  });
});
