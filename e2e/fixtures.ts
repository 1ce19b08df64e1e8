/**
 * The end-to-end tests' fixtures. Tests talk through the page models of e2e/pages/, one per area of the app,
 * finding things the way a player does: by role and visible text. `app` holds one of each for its page.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { Account } from './pages/account';
import { Comments } from './pages/comments';
import { Memory } from './pages/memory';
import { Offline } from './pages/offline';
import { Sanctum } from './pages/sanctum';
import { Server } from './pages/server';
import { Shell } from './pages/shell';

export { ApiPlayer, ApiSession, type DevWrite, Server } from './pages/server';
export { sanctumGreeting } from './pages/sanctum';

/** A page of the app, with the page model of each of its areas. */
export class App {
  readonly shell: Shell;
  readonly offline: Offline;
  readonly sanctum: Sanctum;
  readonly account: Account;
  readonly memory: Memory;
  readonly comments: Comments;

  constructor(
    readonly page: Page,
    server: Server,
  ) {
    this.shell = new Shell(page);
    this.offline = new Offline(page);
    this.sanctum = new Sanctum(page, server);
    this.account = new Account(page, server, this.shell);
    this.memory = new Memory(page);
    this.comments = new Comments(page);
  }
}

export const test = base.extend<{ server: Server; app: App }>({
  server: async ({ request }, use) => use(new Server(request)),
  app: async ({ page, server }, use) => {
    // E2E_DEBUG=1 shows the page's and the worker's console, to follow the sync worker at work.
    if (process.env.E2E_DEBUG) {
      page.on('console', (m) => console.log(`[${m.type()}] ${m.text()}`));
      page.context().on('request', (r) => r.url().includes('/api/') && r.method() !== 'GET' && console.log(`[req ${Date.now()}] ${r.method()} ${r.url()} sw=${!!r.serviceWorker()}`));
      page.context().on('requestfailed', (r) => r.url().includes('/api/') && r.method() !== 'GET' && console.log(`[failed ${Date.now()}] ${r.method()} ${r.url()} ${r.failure()?.errorText}`));
    }
    // Every screen every test visits runs under the server's Content-Security-Policy: Chromium reports each
    // violation (the page's, its workers') on the console, and the page's as an event too.
    const violations = watchContentSecurityPolicy(page);
    await use(new App(page, server));
    expect(violations, 'the app runs under its Content-Security-Policy without a violation').toEqual([]);
  },
});

/** Collects Content-Security-Policy violations of a page and its workers. */
export function watchContentSecurityPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    // A style refused to a script with no file is axe-core's own (evaluated into the page, it adds a style
    // element while it checks contrast): the app's code runs from a file, so its violations name one. A refused
    // script always counts (e2e/security.spec.ts injects one and expects it reported).
    const noFile = m.location().url === '' || / at :\d+:\d+$/.test(m.text());
    const fromTest = noFile && /style-src|inline style/i.test(m.text());
    if (/Content Security Policy/i.test(m.text()) && !fromTest) violations.push(m.text());
  });
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`)),
  );
  return violations;
}
export { expect };
