/**
 * INSTANCES=N (N > 1, or `auto`: one per core): the primary process forks N instances of the server, which
 * share its port (node:cluster hands each new connection to the next instance) and one database. Instances
 * start one at a time, since each brings the database's schema and seeded world up to date as it starts.
 * SIGTERM or SIGINT stops every instance gracefully (http/lifecycle.ts) and the primary exits 0 when all
 * did. An instance that ends on its own after it was serving is replaced; one that fails to start stops all.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { StartRefused } from './start-refusal';

/** INSTANCES: how many server processes to run (1, the default, runs no primary at all). */
export function instanceCount(value: string | undefined): number {
  if (!value) return 1;
  if (value === 'auto') return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new StartRefused(`INSTANCES must be a whole number of server processes from 1 to 256, or auto, not ${value}`);
  return n;
}

/** An instance that serves at least this long before it ends is replaced; a shorter life is a failing start. */
const SERVED_LONG_ENOUGH_MS = 10_000;

export async function runCluster(count: number, log: (line: string) => void): Promise<void> {
  const live = new Set<Worker>();
  let stopping = false;
  let failed = false;

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return; // a terminal's Ctrl-C reaches every process of the group: the instances already stop
    stopping = true;
    log(`${signal}: stopping ${live.size} instance(s)`);
    for (const worker of live) worker.process.kill(signal);
    if (live.size === 0) process.exit(failed ? 1 : 0);
  };
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));

  /** Forks one instance; resolves once it listens, rejects if it ends first. */
  const start = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      const startedAt = Date.now();
      let listening = false;
      live.add(worker);
      worker.once('listening', () => {
        listening = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        live.delete(worker);
        if (code !== 0) failed = true;
        if (stopping) {
          if (live.size === 0) process.exit(failed ? 1 : 0);
          return;
        }
        if (!listening) return reject(new Error(`an instance ended (${signal ?? code}) before it served`));
        if (Date.now() - startedAt < SERVED_LONG_ENOUGH_MS) {
          log(`instance ${worker.process.pid} ended (${signal ?? code}) soon after it started: stopping all`);
          return stopAll('SIGTERM');
        }
        log(`instance ${worker.process.pid} ended (${signal ?? code}); starting another`);
        start().catch((error: unknown) => {
          log(String(error));
          stopAll('SIGTERM');
        });
      });
    });

  try {
    for (let i = 0; i < count; i++) await start();
  } catch (error) {
    log(`Chronicle did not start: ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
    stopAll('SIGTERM');
    return;
  }
  log(`${count} instances serving`);
}
