/**
 * The fault suite's own server: the real one, started as `npm start` starts it but on a port and a data
 * directory of its own, so a test can kill it mid-replay and start it again on the same database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, DEV_ROUTES: '1', ...this.env },
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
