/**
 * Two instances of the server on one database behind a tiny proxy, for e2e/two-instances.spec.ts: the way
 * several machines run behind a load balancer. Each instance is its own `server/main.ts` process on its own
 * port, with one AUTH_SECRET. The store is the caller's: 'postgres', a throwaway cluster the pair starts and stops
 * (tests/postgres/cluster.ts; E2E_DATABASE_URL names another), which both instances use as DATABASE_URL, each
 * with a DATA_DIR of its own, as on two machines; or 'sqlite', one DATA_DIR both share, so one SQLite file in
 * WAL. The proxy sends each request to the instance a test pinned, or alternates: reads and
 * writes each take turns of their own, so consecutive writes always land on different instances.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster } from '../tests/postgres/cluster';

export interface Served {
  method: string;
  path: string;
  instance: number;
}

export interface Pair {
  /** The proxy's origin: the app and its API, as a player reaches them. */
  url: string;
  /** Each instance's DATA_DIR (one shared on SQLite). */
  dataDirs: string[];
  /** Every request the proxy passed on, and which instance answered it. */
  served: Served[];
  /** From now on every request goes to this instance (0 or 1). */
  pin(instance: number): void;
  /** From now on reads and writes each alternate between the instances. */
  alternate(): void;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

async function waitHealthy(port: number, child: ChildProcess, log: () => string): Promise<void> {
  // A start compiles the server (tsx) and seeds the world: on a busy 2-core machine, a minute or more.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`an instance exited (${child.exitCode}) before it served:\n${log()}`);
    if (await fetch(`http://127.0.0.1:${port}/api/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`an instance did not start:\n${log()}`);
}

export type Store = 'postgres' | 'sqlite';

/** The Postgres database the pair shares: E2E_DATABASE_URL, or one of a cluster started here; none for SQLite. */
async function database(store: Store): Promise<{ url?: string; stop(): void }> {
  if (store === 'sqlite') return { stop: () => {} };
  if (process.env.E2E_DATABASE_URL) return { url: process.env.E2E_DATABASE_URL, stop: () => {} };
  const cluster = await startCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE chronicle_e2e');
    await admin.end();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return { url: cluster.url('chronicle_e2e'), stop: () => cluster.stop() };
}

export async function startPair(store: Store): Promise<Pair> {
  const db = await database(store);
  const databaseUrl = db.url;
  const root = mkdtempSync('/tmp/chronicle-e2e-pair-');
  const secret = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  const dataDirs: string[] = [];
  const killAll = () => Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : (c.once('exit', resolve), c.kill('SIGTERM'))))));
  // One at a time: each brings the database's schema and seeded world up to date as it starts.
  try {
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const dataDir = databaseUrl ? join(root, `instance-${i}`) : root;
      mkdirSync(dataDir, { recursive: true });
      dataDirs.push(dataDir);
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          AUTH_SECRET: secret,
          DEV_ROUTES: '1',
          PAYMENT_TEST_MODE: '1',
          CODE_REQUESTS_PER_IP: '1000',
          PLAYER_LIMIT_SCALE: '100',
          DUNGEON_SEED: '1',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      children.push(child);
      ports.push(port);
      await waitHealthy(port, child, () => errors);
    }
  } catch (error) {
    await killAll();
    rmSync(root, { recursive: true, force: true });
    db.stop();
    throw error;
  }

  const served: Served[] = [];
  let pinned: number | null = null;
  const turn = { read: 0, write: 0 };
  const proxy: Server = createServer((req, res) => {
    const kind = req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write';
    const instance = pinned ?? turn[kind]++ % 2;
    served.push({ method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!, instance });
    const upstream = request({ host: '127.0.0.1', port: ports[instance], method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const proxyPort = await freePort();
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));

  return {
    url: `http://localhost:${proxyPort}`,
    dataDirs,
    served,
    pin: (instance) => void (pinned = instance),
    alternate: () => void (pinned = null),
    async stop() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await killAll();
      rmSync(root, { recursive: true, force: true });
      db.stop();
    },
  };
}
