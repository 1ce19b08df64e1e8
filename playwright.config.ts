import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromium } from '@playwright/test';

/**
 * e2e runs the BUILT app (npm run build) served by the real server on a throwaway DATA_DIR.
 * Browser: PLAYWRIGHT_CHROMIUM_PATH if set; else Playwright's own Chromium if installed; else the
 * OS package's /usr/bin/chromium (Playwright cannot download its browser on our machines).
 */
function chromiumPath(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright's browser is not installed: fall through to the OS one.
  }
  return '/usr/bin/chromium';
}

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = `/tmp/chronicle-e2e-${process.pid}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  // Two cores shared with a server that renders narration: allow a slow machine, assert no timings.
  expect: { timeout: 15_000 },
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
    url: `http://localhost:${port}/api/auth/init/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Fixed dice: the Timeline playthrough follows the engine's scripted win (tests/engine/scripts.ts, seed 1).
    // Every test signs in from 127.0.0.1: the per-address code limit is for the public, not for the suite.
    // Google sign-in goes to test mode's stand-in (server/auth/test-google.ts): nothing reaches the internet.
    env: {
      GOOGLE_CLIENT_ID: 'chronicle-local',
      GOOGLE_AUTH_URL: '/api/test-google/authorize',
      GOOGLE_JWKS_URL: '/api/test-google/certs', PORT: String(port), DATA_DIR: dataDir, DUNGEON_SEED: '1', CODE_REQUESTS_PER_IP: '1000', TEMP_USERS_PER_IP: '1000', DEV_ROUTES: '1', PAYMENT_TEST_MODE: '1', PLAYER_LIMIT_SCALE: '100' },
  },
});
