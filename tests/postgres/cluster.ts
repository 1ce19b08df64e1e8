/**
 * A throwaway Postgres cluster for tests and benches: `initdb` into a temporary directory, `pg_ctl` on a free
 * loopback port, stopped and deleted afterwards. Postgres refuses to run as root: as root, the binaries run
 * as the `postgres` user (runuser), which owns the directory.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chownSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Cluster {
  /** A connection URL to the named database of the cluster. */
  url(database: string): string;
  /** The postmaster's process id: its children are the connections' backends (benches read their CPU). */
  pid(): number;
  stop(): void;
}

/** pg_ctl's folder: on the PATH, else the newest of the OS package's versions. */
function binDir(): string {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, 'initdb'))) return dir;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0]) throw new Error('Postgres is not installed (initdb not found): .ci/run installs it, or apt-get install postgresql');
  return join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * `durable`: commits flushed to disk as a production server's are (benches, beside SQLite's synchronous = FULL);
 * by default durability is off, for tests.
 */
export async function startCluster({ durable = false } = {}): Promise<Cluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, tool), asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, { stdio: 'pipe', cwd: tmpdir() });
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'chronicle', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  // Durability off unless asked for: a throwaway cluster of tests, where a lost commit costs nothing and an fsync costs seconds.
  const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${fast} -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  let stopped = false;
  return {
    url: (database) => `postgres://chronicle@127.0.0.1:${port}/${database}`,
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
