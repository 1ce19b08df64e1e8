/**
 * The real server for a benchmark: started on a throwaway DATA_DIR with the built app, and a player
 * signed in over its API (the dev mailbox of the local default).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface BenchServer {
  base: string;
  dataDir: string;
  api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T>;
  /** A new Historian, onboarded: answers its access token. */
  signUp(email: string, username: string): Promise<string>;
  /** An existing Historian (the demo player) signed in: answers its access token. */
  signIn(email: string): Promise<string>;
  stop(): void;
  /** The server's process (a cluster's primary). */
  pid: number;
  /** Stops it with SIGTERM (a graceful stop) and answers its exit code once it exited. */
  close(): Promise<number>;
}

export interface ServerChoice {
  /** Serve the built app too (default): it must be built. False: the API only. */
  app?: boolean;
  /** The checkout whose server/main.ts runs (default: this one), e.g. an older commit's, for a before/after. */
  cwd?: string;
  /** Flags for the server's node, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** INSTANCES: server processes behind the port (default 1); the start waits until every one serves. */
  instances?: number;
}

export async function startServer(port: number, env: Record<string, string> = {}, { app = true, cwd = process.cwd(), nodeArgs = [], instances = 1 }: ServerChoice = {}): Promise<BenchServer> {
  if (app && !existsSync(join(cwd, 'dist/index.html'))) throw new Error('Run `npm run build` first: the benchmark uses the built app.');
  const base = `http://localhost:${port}`;
  // Another engineer's server on the port would answer in place of this one (and hold none of its data).
  if (await fetch(`${base}/api/auth/init/`).then(() => true, () => false)) throw new Error(`port ${port} is taken: another server answers there`);
  const dataDir = mkdtempSync(join(tmpdir(), 'chronicle-bench-'));
  // A cluster says in its log when every instance serves; one server's log is not read.
  const logFile = join(dataDir, 'server.log');
  const log = instances > 1 ? openSync(logFile, 'w') : 'ignore';
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd,
    // The local default (DEV_ROUTES: sign-in codes from the dev mailbox), which production refuses: so the
    // server checks its answers against the contract here, as in the tests.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEV_ROUTES: '1',
      PAYMENT_TEST_MODE: '1',
      NODE_ENV: 'development',
      CODE_REQUESTS_PER_IP: '1000',
      ...(app ? {} : { SERVE_APP: '0' }),
      ...(instances > 1 ? { INSTANCES: String(instances) } : {}),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  if (typeof log === 'number') closeSync(log);
  let exited: number | null = null;
  const exit = new Promise<number>((resolve) => child.on('exit', (code) => resolve((exited = code ?? -1))));
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const close = async (): Promise<number> => {
    if (exited === null) child.kill('SIGTERM');
    const code = await exit;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  const serving = async (): Promise<boolean> => {
    if (!(await fetch(`${base}/api/auth/init/`).then((r) => r.ok, () => false))) return false;
    return instances === 1 || readFileSync(logFile, 'utf8').includes(`${instances} instances serving`);
  };

  async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async function signIn(email: string): Promise<string> {
    await api('POST', '/auth/magic-code/request/', undefined, { email });
    const { code } = await api<{ code: string }>('GET', `/dev/mailbox?email=${encodeURIComponent(email)}`);
    const { access_token: token } = await api<{ access_token: string }>('POST', '/auth/magic-code/verify/', undefined, { email, code });
    return token;
  }

  async function signUp(email: string, username: string): Promise<string> {
    const token = await signIn(email);
    await api('PUT', '/user/', token, { username, onboarding_state: 2 });
    return token;
  }

  // A start compiles the server (tsx) and seeds the world: on a busy 2-core machine, up to a minute or more (each instance).
  const deadline = Date.now() + 120_000 * instances;
  for (;;) {
    if (Date.now() > deadline || exited !== null) {
      stop();
      throw new Error(exited !== null ? `the server exited (code ${exited})` : 'the server did not start');
    }
    if (await serving()) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, dataDir, api, signUp, signIn, stop, close, pid: child.pid ?? -1 };
}

export const chromiumPath = (): string => process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
}

/** A port nothing listens on now (the OS's choice), for a server started by a smoke run beside other work. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * CPU seconds a process and its children (a cluster's instances) have used so far, from /proc (Linux; NaN
 * elsewhere). On a machine shared with other work, CPU per request says what wall-clock times cannot.
 */
export function cpuSeconds(pid: number): number {
  const ticks = (p: number): number => {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return NaN;
    }
  };
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return NaN;
  }
  return [pid, ...children].reduce((sum, p) => sum + ticks(p), 0) / 100;
}
