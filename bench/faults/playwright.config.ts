/**
 * `npm run bench:faults`: the fault suite's replay at 1,000 writes, on a clean link and on the bad
 * link (after `npm run build`). Not part of `npm test`; it writes its figures to bench/results/faults.txt.
 */
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.pw.ts',
  // 1,000 writes queued and replayed twice on two shared cores.
  timeout: 30 * 60_000,
  // The server starts from the project's root, as in the suite.
  webServer: { ...(base.webServer as object), cwd: join(import.meta.dirname, '..', '..') } as typeof base.webServer,
});
