/**
 * Several instances on one database: a write waits for another instance's transaction instead of failing,
 * the health check a balancer reads, and a graceful stop that finishes the requests in flight.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { stopGracefully } from '../../../server/http/lifecycle';
import { player, server, rawValue } from '../helpers';

let dir: string | undefined;
let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A server on a database file of its own directory (several can share it), listening on loopback. */
async function onFile(): Promise<FastifyInstance> {
  dir ??= mkdtempSync(join(tmpdir(), 'chronicle-instances-'));
  const { app } = await server({ dbPath: join(dir, 'chronicle.sqlite') });
  apps.push(app);
  return app;
}

/** Another process holds the write lock of `file` for `ms`, writes, and commits; resolves once it holds it. */
function anotherInstanceWrites(file: string, ms: number): Promise<{ done: Promise<number> }> {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    db.prepare("INSERT INTO narration_texts (key, text, voice, speed, created_at) VALUES ('other', 'x', 'narrator', 155, '')").run();
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', script, file], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const done = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({ done }));
    child.once('exit', (code) => reject(new Error(`the other process ended (${code}) before it held the lock`)));
  });
}

describe('instances on one SQLite file', () => {
  it("a write waits for another instance's transaction and lands, instead of failing on a stale snapshot", { timeout: 30_000 }, async () => {
    const app = await onFile();
    const me = await player(app, 'waiter@example.com');
    const saga = glassblowersOath.saga_id;
    await me.call(api.sagaComments, { sagaId: saga }); // a read first: this connection has a snapshot to go stale
    const other = await anotherInstanceWrites(join(dir!, 'chronicle.sqlite'), 300);
    const res = await me.inject({ method: 'POST', url: `/api/sagas/${saga}/add-comment/`, payload: { text: 'After the other one.' }, headers: { 'idempotency-key': 'wait-1' } });
    expect(await other.done).toBe(0);
    expect(res.statusCode, res.body).toBe(200);
    expect((await me.call(api.sagaComments, { sagaId: saga })).count).toBe(1);
  });
});

describe('the health check', () => {
  it('answers 200 while the instance serves, 503 once it stops or loses its database', async () => {
    const app = await onFile();
    const ok = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'ok' }]);
    expect(ok.headers['cache-control']).toBe('no-store');

    app.ctx.lifecycle.draining = true;
    const stopping = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect([stopping.statusCode, stopping.json()]).toEqual([503, { message: 'This instance is shutting down.' }]);

    app.ctx.lifecycle.draining = false;
    await app.ctx.db.destroy();
    const lost = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect([lost.statusCode, lost.json()]).toEqual([503, { message: 'This instance cannot reach its database.' }]);
    apps = []; // closed by hand: its onClose would close the database twice
  });
});

describe('a graceful stop', () => {
  it('says 503 to the balancer first, then lets a slow request in flight finish with the database before it closes', { timeout: 30_000 }, async () => {
    dir = mkdtempSync(join(tmpdir(), 'chronicle-instances-'));
    const { app } = await server({ dbPath: join(dir, 'chronicle.sqlite') });
    let slowStarted!: () => void;
    let answeredAt = Infinity;
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    app.get('/api/test/slow', async () => {
      slowStarted();
      await new Promise((resolve) => setTimeout(resolve, 600));
      const users = Number(await rawValue(app.ctx.db, 'SELECT count(*) AS n FROM users'));
      answeredAt = performance.now();
      return { users };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const slow = fetch(`${base}/api/test/slow`).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown, connection: r.headers.get('connection') }));
    await started;
    const stopped = stopGracefully(app, { drainMs: 200, timeoutMs: 10_000 }).then((clean) => ({ clean, at: performance.now() }));
    const health = await fetch(`${base}/api/healthz`);
    expect(health.status).toBe(503);

    const [answer, stop] = await Promise.all([slow, stopped]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ users: expect.any(Number) });
    expect(stop.clean).toBe(true);
    expect(answer.connection).toBe('close');
    expect(answeredAt).toBeLessThan(stop.at); // the stop waited for it
    await expect(fetch(`${base}/api/healthz`)).rejects.toThrow(); // no longer accepting
    await expect(rawValue(app.ctx.db, 'SELECT 1')).rejects.toThrow(/destroyed/);
  });

  it('gives up on a request that outlives its timeout, and says so', { timeout: 30_000 }, async () => {
    const { app } = await server();
    app.get('/api/test/hangs', () => new Promise(() => {}));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    void fetch(`http://127.0.0.1:${port}/api/test/hangs`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stopGracefully(app, { timeoutMs: 300 })).toBe(false);
    app.server.closeAllConnections();
  });
});

/** A port free on loopback right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

describe('npm start with INSTANCES=2', () => {
  it('serves from two processes on one port and one database, and exits 0 when every instance stopped on SIGTERM', { timeout: 120_000 }, async () => {
    dir = mkdtempSync(join(tmpdir(), 'chronicle-cluster-'));
    const port = await freePort();
    const env = { ...process.env, INSTANCES: '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, SERVE_APP: '0', DEV_ROUTES: '1', PAYMENT_TEST_MODE: '1', AUTH_SECRET: '' };
    const primary = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    primary.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    primary.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => log, { timeout: 100_000, interval: 200 }).toContain('2 instances serving');
      const pids = new Set([...log.matchAll(/"pid":(\d+)[^\n]*Chronicle is at/g)].map((m) => m[1]));
      expect(pids.size).toBe(2);
      expect(pids.has(String(primary.pid))).toBe(false);
      for (let i = 0; i < 4; i++) expect((await fetch(`http://127.0.0.1:${port}/api/healthz`)).status).toBe(200);
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(log.match(/SIGTERM: finishing the requests in flight/g)).toHaveLength(2);
    } finally {
      primary.kill('SIGKILL');
    }
  });
});
