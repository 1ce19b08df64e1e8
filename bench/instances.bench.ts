/**
 * One, two and four instances on this machine: `node --import tsx bench/instances.bench.ts [seconds] [connections]`.
 * Each setup is a store and a count: SQLite with one instance (a plain `npm start`, API only), and one, two and
 * four instances (INSTANCES=N, node:cluster: one port) on one Postgres database, of a throwaway cluster the bench
 * starts on loopback and deletes (tests/postgres/cluster.ts, with fsync and synchronous_commit on, as SQLite's
 * commits are flushed too; DB_POOL_SIZE connections per instance, default 10).
 * In each, `connections` players (default 16), each on its own keep-alive connection and
 * signed in as a Historian of its own with a Timeline crawl started, repeat a realistic mix back to back for
 * `seconds` (default 15) after a 3 s warm-up: the featured home read three times, a Timeline turn (PUT
 * /continue/ with an Idempotency-Key, as the outbox sends it) and a comment on a saga's thread. Reports
 * requests per second and p50/p99 latency, in all and per call, the CPU the server's processes spent per request
 * (from /proc: the machine's other work does not blur it) and the load average; on Postgres also the CPU its
 * backends spent per request, the connections open at the end of the load, the database's growth per write
 * and its largest tables. The run fails if any
 * request failed or a server did not stop cleanly (exit 0) on SIGTERM with the load just ended.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { type Cluster, startCluster } from '../tests/postgres/cluster';
import { isMain } from './support/main';
import { type BenchServer, cpuSeconds, freePort, percentile, startServer } from './support/server';

const DUNGEON = 'library-burned-twice';
const SAGA = 'saga-glassblowers-oath';
const CALLS = ['home', 'turn', 'comment'] as const;
type CallName = (typeof CALLS)[number];
/** One player's round: reads outnumber writes three to two, as on a player's screens. */
const ROUND: CallName[] = ['home', 'turn', 'home', 'comment', 'home'];

export type Store = 'sqlite' | 'postgres';
export interface Setup {
  store: Store;
  instances: number;
}
/** SQLite with one instance (its default), and one Postgres database shared by one, two and four. */
export const SETUPS: Setup[] = [
  { store: 'sqlite', instances: 1 },
  { store: 'postgres', instances: 1 },
  { store: 'postgres', instances: 2 },
  { store: 'postgres', instances: 4 },
];

export interface TableSize {
  table: string;
  /** Live rows, as Postgres's statistics count them (approximate). */
  rows: number;
  /** With its indexes and TOAST. */
  bytes: number;
}

export interface PostgresFigures {
  /** CPU the cluster's processes (the backends and the postmaster) used per answered request, ms. */
  cpuMsPerRequest: number;
  /** Client connections to the database at the end of the load (instances × DB_POOL_SIZE at most). */
  connections: number;
  maxConnections: number;
  /** The database's growth during the measured load, per answered write (turn or comment), bytes. */
  bytesPerWrite: number;
  /** The five largest tables at the end. */
  largest: TableSize[];
}

export interface InstancesRun {
  store: Store;
  instances: number;
  seconds: number;
  requests: number;
  failed: number;
  /** Sorted, ms: every call, and each call's. */
  latencies: number[];
  byCall: Record<CallName, number[]>;
  /** CPU the server's processes used per answered request, ms (NaN off Linux): what the machine's load does not blur. */
  cpuMsPerRequest: number;
  /** CPU this bench's own process (the load's client) used per request, ms: it shares the cores too. */
  clientCpuMsPerRequest: number;
  /** The server's exit code after SIGTERM (0: a clean stop). */
  exitCode: number;
  load: number[];
  /** The Postgres side (undefined on SQLite). */
  postgres?: PostgresFigures;
}

function send(agent: Agent, url: URL, method: string, token: string, body?: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'idempotency-key': randomUUID() });
    const req = request(url, { agent, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A player of the load: signed in, with a crawl started, and the last event of it seen (after_seq). */
interface Player {
  token: string;
  lastSeq: number | undefined;
  turns: number;
}

async function players(server: BenchServer, count: number, run: number): Promise<Player[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const token = await server.signUp(`load${run}-${i}@example.com`, `Load${run}x${i}`);
      await server.api('POST', `/dungeon/${DUNGEON}/`, token, { restart: false, artifacts: [] });
      return { token, lastSeq: undefined, turns: 0 };
    }),
  );
}

/** A client on the database a run measures, for its statistics. */
async function statistics(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const one = async (text: string) => Number(Object.values((await client.query(text)).rows[0] as Record<string, unknown>)[0]);
  return {
    size: () => one('SELECT pg_database_size(current_database())'),
    connections: () => one("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()"),
    maxConnections: () => one('SHOW max_connections'),
    async largest(): Promise<TableSize[]> {
      const r = await client.query<{ relname: string; n_live_tup: string; bytes: string }>(
        'SELECT relname, n_live_tup, pg_total_relation_size(relid) AS bytes FROM pg_stat_user_tables ORDER BY pg_total_relation_size(relid) DESC LIMIT 5',
      );
      return r.rows.map((t) => ({ table: t.relname, rows: Number(t.n_live_tup), bytes: Number(t.bytes) }));
    },
    /** Closes the client once, however often it is asked. */
    end: (() => {
      let ended: Promise<void> | undefined;
      return () => (ended ??= client.end());
    })(),
  };
}

export async function measure({ setups = SETUPS, seconds = 15, warmup = 3, connections = 16, round = ROUND, poolSize = 10 } = {}): Promise<InstancesRun[]> {
  const runs: InstancesRun[] = [];
  let cluster: Cluster | undefined;
  try {
    for (const [run, { store, instances }] of setups.entries()) {
      let databaseUrl: string | undefined;
      if (store === 'postgres') {
        // Durable, as SQLite is here (synchronous = FULL): each commit waits for its flush.
        cluster ??= await startCluster({ durable: true });
        const admin = new pg.Client({ connectionString: cluster.url('postgres') });
        await admin.connect();
        await admin.query(`CREATE DATABASE bench_${run}`);
        await admin.end();
        databaseUrl = cluster.url(`bench_${run}`);
      }
      // PLAYER_LIMIT_SCALE: a load player comments far past a real player's hourly limit.
      const env = { PLAYER_LIMIT_SCALE: '1000', ...(databaseUrl ? { DATABASE_URL: databaseUrl, DB_POOL_SIZE: String(poolSize) } : {}) };
      const server = await startServer(await freePort(), env, { app: false, instances });
      const agent = new Agent({ keepAlive: true, maxSockets: connections });
      const stats = databaseUrl ? await statistics(databaseUrl) : undefined;
      let exitCode = -1;
      try {
        const crowd = await players(server, connections, run);
        const urls = {
          home: new URL(`${server.base}/api/homepage/featured/`),
          turn: new URL(`${server.base}/api/dungeon/${DUNGEON}/continue/`),
          comment: new URL(`${server.base}/api/sagas/${SAGA}/add-comment/`),
        };
        const call = async (name: CallName, p: Player): Promise<boolean> => {
          if (name === 'home') return (await send(agent, urls.home, 'GET', p.token)).status === 200;
          if (name === 'comment') return (await send(agent, urls.comment, 'POST', p.token, { text: `A thought from the load, ${randomUUID()}` })).status === 200;
          // Words the engine cannot place cost no action: the crawl goes on for as long as the load does.
          const res = await send(agent, urls.turn, 'PUT', p.token, { text: `hum a tune number ${p.turns++}`, after_seq: p.lastSeq });
          if (res.status !== 200) return false;
          p.lastSeq = (JSON.parse(res.text) as { events: { seq: number }[] }).events.at(-1)?.seq ?? p.lastSeq;
          return true;
        };
        const load = async (forMs: number) => {
          const byCall: Record<CallName, number[]> = { home: [], turn: [], comment: [] };
          let failed = 0;
          const until = performance.now() + forMs;
          await Promise.all(
            crowd.map(async (p) => {
              for (let i = 0; performance.now() < until; i++) {
                const name = round[i % round.length]!;
                const started = performance.now();
                const ok = await call(name, p).catch(() => false);
                if (ok) byCall[name].push(performance.now() - started);
                else failed++;
              }
            }),
          );
          return { byCall, failed };
        };
        await load(warmup * 1000);
        const load1 = loadavg();
        const sizeBefore = await stats?.size();
        const cpuBefore = cpuSeconds(server.pid);
        const pgCpuBefore = cluster && stats ? cpuSeconds(cluster.pid()) : NaN;
        const clientBefore = process.cpuUsage();
        const started = performance.now();
        const { byCall, failed } = await load(seconds * 1000);
        const elapsed = (performance.now() - started) / 1000;
        const cpu = cpuSeconds(server.pid) - cpuBefore;
        const pgCpu = cluster && stats ? cpuSeconds(cluster.pid()) - pgCpuBefore : NaN;
        const client = process.cpuUsage(clientBefore);
        for (const name of CALLS) byCall[name].sort((a, b) => a - b);
        const latencies = CALLS.flatMap((name) => byCall[name]).sort((a, b) => a - b);
        let postgres: PostgresFigures | undefined;
        if (stats) {
          const writes = byCall.turn.length + byCall.comment.length;
          postgres = {
            cpuMsPerRequest: (pgCpu * 1000) / latencies.length,
            connections: await stats.connections(),
            maxConnections: await stats.maxConnections(),
            bytesPerWrite: ((await stats.size()) - sizeBefore!) / writes,
            largest: await stats.largest(),
          };
          await stats.end();
        }
        agent.destroy();
        exitCode = await server.close();
        runs.push({
          store,
          instances,
          seconds: elapsed,
          requests: latencies.length,
          failed,
          latencies,
          byCall,
          cpuMsPerRequest: (cpu * 1000) / latencies.length,
          clientCpuMsPerRequest: (client.user + client.system) / 1000 / latencies.length,
          exitCode,
          load: load1,
          ...(postgres ? { postgres } : {}),
        });
      } finally {
        agent.destroy();
        await stats?.end().catch(() => {});
        if (exitCode === -1) server.stop();
      }
    }
  } finally {
    cluster?.stop();
  }
  return runs;
}

const ms = (sorted: number[]) => `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

if (isMain(import.meta.url)) {
  const [seconds, connections] = process.argv.slice(2).map(Number);
  const runs = await measure({ ...(seconds ? { seconds } : {}), ...(connections ? { connections } : {}) });
  console.log(`${availableParallelism()} cores; ${connections ?? 16} players, each a round of home, turn, home, comment, home, back to back`);
  for (const r of runs) {
    const rate = (n: number) => (n / r.seconds).toFixed(0);
    const p = r.postgres;
    console.log(
      `${r.store} INSTANCES=${r.instances}: ${rate(r.requests)} req/s, ${ms(r.latencies)}; ` +
        CALLS.map((name) => `${name} ${rate(r.byCall[name].length)}/s ${ms(r.byCall[name])}`).join('; ') +
        `; CPU per request: server ${r.cpuMsPerRequest.toFixed(1)} ms, ` +
        (p ? `Postgres ${p.cpuMsPerRequest.toFixed(1)} ms, ` : '') +
        `this client ${r.clientCpuMsPerRequest.toFixed(1)} ms; ` +
        (p ? `${p.connections} of ${p.maxConnections} connections open; ${(p.bytesPerWrite / 1024).toFixed(1)} KiB of database per write; largest tables ${p.largest.map((t) => `${t.table} ${t.rows} rows ${kib(t.bytes)}`).join(', ')}; ` : '') +
        `${r.failed} failed; stopped with exit ${r.exitCode}; load average ${r.load.map((l) => l.toFixed(1)).join(', ')}`,
    );
  }
  if (runs.some((r) => r.failed > 0 || r.requests === 0 || r.exitCode !== 0)) process.exit(1);
}
