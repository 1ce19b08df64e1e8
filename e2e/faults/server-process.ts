/**
 * The fault suite's own server: the real one, started as `npm start` starts it but on a port and a data
 * directory of its own, so a test can kill it mid-replay and start it again on the same database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class ServerProcess {
  readonly url: string;
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'chronicle-faults-'));

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /**
   * On a port the system has just handed out: a fixed one (E2E_PORT + 1) is another suite's on a shared
   * machine, and a readiness check would then find that suite's server and send the writes there.
   */
  static async onFreePort(env: Record<string, string>): Promise<ServerProcess> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return new ServerProcess(port, env);
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, DEV_ROUTES: '1', PAYMENT_TEST_MODE: '1', PLAYER_LIMIT_SCALE: '100', ...this.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    // Ready when it answers; a server that exits first failed to start.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the fault suite's server exited with ${child.exitCode}`);
      const up = await fetch(`${this.url}/api/auth/init/`).then((r) => r.ok, () => false);
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** A crash, not a shutdown: in-flight requests die with it (SQLite keeps each transaction whole). */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
    this.child = null;
  }

  async restart(): Promise<void> {
    await this.kill();
    await this.start();
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
