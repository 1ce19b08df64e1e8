/**
 * The featured home read under load: `node --import tsx bench/home-read.bench.ts [seconds] [connections]`.
 * Starts the server (API only, the local default) on a throwaway DATA_DIR, signs the demo player in (its
 * progress is in the answer), and sends GET /api/homepage/featured/ from 50 connections back to back for
 * 20 s after a 3 s warm-up. Reports requests per second, p50/p99 latency, the answer's size, and the server's CPU
 * per request (from /proc: on a machine shared with other work it moves less than the throughput does).
 * BENCH_SERVER_CWD=<checkout> runs another checkout's server (a before/after: `git archive` a commit,
 * link node_modules). BENCH_PROFILE=<dir> starts the server under `node --cpu-prof` into that directory.
 */
import { Agent, request } from 'node:http';
import { isMain } from './support/main';
import { cpuSeconds, freePort, percentile, startServer } from './support/server';

export interface HomeLoad {
  requests: number;
  failed: number;
  seconds: number;
  /** Sorted, ms. */
  latencies: number[];
  bytes: number;
  /** Items of the last answer. */
  items: number;
  /** The server process's CPU per answered request, µs (NaN where /proc is not). */
  serverCpuUs: number;
}

function get(agent: Agent, url: URL, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measure({ seconds = 20, warmup = 3, connections = 50, cwd = process.env.BENCH_SERVER_CWD, profileDir = process.env.BENCH_PROFILE } = {}): Promise<HomeLoad> {
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startServer(await freePort(), {}, { app: false, nodeArgs, ...(cwd ? { cwd } : {}) });
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  try {
    const token = await server.signIn('demo@chronicle.local');
    const url = new URL(`${server.base}/api/homepage/featured/`);
    let last = '';
    const load = async (forMs: number) => {
      const latencies: number[] = [];
      let failed = 0;
      const until = performance.now() + forMs;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < until) {
            const started = performance.now();
            const res = await get(agent, url, token).catch(() => ({ status: 0, body: '' }));
            if (res.status !== 200) {
              failed++;
              continue;
            }
            latencies.push(performance.now() - started);
            last = res.body;
          }
        }),
      );
      return { latencies, failed };
    };
    await load(warmup * 1000);
    const started = performance.now();
    const cpuBefore = cpuSeconds(server.pid);
    const { latencies, failed } = await load(seconds * 1000);
    const serverCpuUs = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / latencies.length;
    const elapsed = (performance.now() - started) / 1000;
    const items = last ? (JSON.parse(last) as { items: unknown[] }).items.length : 0;
    return { requests: latencies.length, failed, seconds: elapsed, latencies: latencies.sort((a, b) => a - b), bytes: Buffer.byteLength(last), items, serverCpuUs };
  } finally {
    agent.destroy();
    server.stop();
  }
}

if (isMain(import.meta.url)) {
  const [seconds, connections] = process.argv.slice(2).map(Number);
  const r = await measure({ ...(seconds ? { seconds } : {}), ...(connections ? { connections } : {}) });
  console.log(
    `GET /api/homepage/featured/ (demo player, ${r.items} items, ${(r.bytes / 1024).toFixed(1)} KiB), ${connections ?? 50} connections for ${r.seconds.toFixed(1)} s: ` +
      `${(r.requests / r.seconds).toFixed(0)} req/s, p50 ${percentile(r.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(r.latencies, 0.99).toFixed(1)} ms, ` +
      `server CPU ${r.serverCpuUs.toFixed(0)} µs/request, ${r.failed} failed`,
  );
  if (r.failed > 0 || r.requests === 0) process.exit(1);
}
