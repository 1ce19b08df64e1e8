/**
 * The fault suite's fixtures: its own server (restartable, access tokens of ACCESS_TOKEN_TTL seconds) and
 * the bad link in front of it, both shared by every test of the worker; the browser talks to the proxy,
 * the harness (dev routes, counts) to the server itself.
 */
import { test as base, expect, request as apiRequest } from '@playwright/test';
import { App, Server, watchContentSecurityPolicy } from '../fixtures';
import { type FaultProxy, startFaultProxy } from './proxy';
import { ServerProcess } from './server-process';

export interface Link {
  server: ServerProcess;
  proxy: FaultProxy;
}

/** Short enough that every replay of the suite outlives a token. */
export const ACCESS_TOKEN_TTL_S = 8;

export const test = base.extend<{ server: Server; app: App; link: Link }, { faultLink: Link }>({
  faultLink: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await ServerProcess.onFreePort({
        DUNGEON_SEED: '1',
        CODE_REQUESTS_PER_IP: '1000',
        TEMP_USERS_PER_IP: '1000',
        ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S),
      });
      await server.start();
      const proxy = await startFaultProxy({ host: '127.0.0.1', port: server.port });
      await use({ server, proxy });
      await proxy.close();
      await server.stop();
    },
    { scope: 'worker' },
  ],
  link: async ({ faultLink }, use) => {
    await use(faultLink);
    faultLink.proxy.disarm();
  },
  baseURL: async ({ faultLink }, use) => use(faultLink.proxy.url),
  server: async ({ faultLink }, use) => {
    const direct = await apiRequest.newContext({ baseURL: faultLink.server.url });
    await use(new Server(direct));
    await direct.dispose();
  },
  app: async ({ page, server }, use) => {
    const violations = watchContentSecurityPolicy(page);
    await use(new App(page, server));
    expect(violations, 'the app runs under its Content-Security-Policy without a violation').toEqual([]);
  },
});
export { expect };
