/**
 * Page models and server helpers for the end-to-end tests. Tests talk through these, finding things
 * the way a player does: by role and visible text.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { CHOSEN_PREFIX } from '../src/contract/plain-values';

export interface DevWrite {
  key: string;
  method: string;
  path: string;
  status: number;
}

/** The server, asked over its API the way a test harness may (the dev routes of the local default). */
export class Server {
  /** One sign-in per email: the server allows only a few codes per address in ten minutes. */
  private readonly tokens = new Map<string, string>();

  constructor(private readonly request: APIRequestContext) {}

  async lastCode(email: string): Promise<string> {
    const res = await this.request.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { code: string }).code;
  }

  async writes(email: string): Promise<DevWrite[]> {
    const res = await this.request.get(`/api/dev/writes?email=${encodeURIComponent(email)}`);
    expect(res.ok()).toBe(true);
    return (await res.json()) as DevWrite[];
  }

  /** A new, onboarded Historian made over the API (no page involved): answers its tokens. */
  async signUpOverApi(email: string, username: string): Promise<{ access_token: string; refresh_token: string }> {
    await this.request.post('/api/auth/magic-code/request/', { data: { email } });
    const code = await this.lastCode(email);
    const verified = await this.request.post('/api/auth/magic-code/verify/', { data: { email, code } });
    const tokens = (await verified.json()) as { access_token: string; refresh_token: string };
    const named = await this.request.put('/api/user/', { data: { username, onboarding_state: 2 }, headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(named.ok()).toBe(true);
    return tokens;
  }

  /** An existing Historian (the demo player) signed in over the API: answers its tokens. */
  async signInOverApi(email: string): Promise<{ access_token: string; refresh_token: string }> {
    await this.request.post('/api/auth/magic-code/request/', { data: { email } });
    const code = await this.lastCode(email);
    const verified = await this.request.post('/api/auth/magic-code/verify/', { data: { email, code } });
    expect(verified.ok(), `signing in ${email}`).toBe(true);
    return (await verified.json()) as { access_token: string; refresh_token: string };
  }

  /** Signs in over the API (a second session of the same player), once per email, and answers its access token. */
  async tokenFor(email: string): Promise<string> {
    const known = this.tokens.get(email);
    if (known) return known;
    await this.request.post('/api/auth/magic-code/request/', { data: { email } });
    const code = await this.lastCode(email);
    const verified = await this.request.post('/api/auth/magic-code/verify/', { data: { email, code } });
    expect(verified.ok(), `signing in ${email}`).toBe(true);
    const token = ((await verified.json()) as { access_token: string }).access_token;
    this.tokens.set(email, token);
    return token;
  }

  /** Signs in over the API and GETs a path with that token. */
  async getAs<T>(email: string, path: string): Promise<T> {
    return this.callAs<T>(email, 'GET', path);
  }

  /** Signs in over the API and makes one call as that player (another Historian, or a second session). */
  async callAs<T>(email: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const token = await this.tokenFor(email);
    const res = await this.request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  }

  /** Another Historian, signed up and named over the API (no browser); answers their user id. */
  async otherHistorian(email: string, username: string): Promise<string> {
    const me = await this.callAs<{ user_id: string }>(email, 'PUT', '/user/', { username, onboarding_state: 2 });
    return me.user_id;
  }

  /** A second session of the player, signed in over the API: for several reads (codes per address are limited). */
  async signIn(email: string): Promise<ApiSession> {
    await this.request.post('/api/auth/magic-code/request/', { data: { email } });
    const code = await this.lastCode(email);
    const verified = await this.request.post('/api/auth/magic-code/verify/', { data: { email, code } });
    expect(verified.ok(), `sign-in of ${email}: ${verified.status()}`).toBe(true);
    return new ApiSession(this.request, (await verified.json()) as Tokens);
  }

  /** Another session over the API: a player signed in by email (named, and past onboarding, when `username` is given). */
  async player(email: string, username?: string): Promise<ApiPlayer> {
    const player = new ApiPlayer(this.request, await this.tokenFor(email));
    if (username) await player.send('PUT', '/user/', { username, onboarding_state: 2 });
    return player;
  }
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** A player's session over the API; a token that expired (the fault suite's are short) is renewed once, as the app does. */
export class ApiSession {
  constructor(
    private readonly request: APIRequestContext,
    private tokens: Tokens,
  ) {}

  async get<T>(path: string): Promise<T> {
    const get = () => this.request.get(`/api${path}`, { headers: { authorization: `Bearer ${this.tokens.access_token}` } });
    let res = await get();
    if (res.status() === 401) {
      const renewed = await this.request.get(`/api/auth/token/refresh/?refresh_token=${encodeURIComponent(this.tokens.refresh_token)}`);
      expect(renewed.ok(), `renewing the session: ${renewed.status()}`).toBe(true);
      this.tokens = (await renewed.json()) as Tokens;
      res = await get();
    }
    expect(res.ok(), `GET ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }
}

/** A player acting over the API, the way another Historian's device would. */
export class ApiPlayer {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(`/api${path}`, { headers: { authorization: `Bearer ${this.token}` } });
    expect(res.ok(), `GET ${path}`).toBe(true);
    return (await res.json()) as T;
  }

  async send<T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
    const res = await this.request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${this.token}` } });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }
}

/** The Sanctum's heading for this Historian, on a first visit ('Welcome, …') or a later one ('Welcome back, …'). */
export const sanctumGreeting = (username: string): RegExp => new RegExp(`^Welcome(?: back)?, Historian ${username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export class App {
  constructor(
    readonly page: Page,
    private readonly server: Server,
  ) {}

  /**
   * From a fresh visit to the Sanctum as a new player does it: 'Start Playing' (a guest at once), dialog,
   * username, avatar; then the email is linked (so the dev routes and the API know the player by it).
   */
  async signUp(email: string, username: string): Promise<void> {
    await this.page.goto('/');
    await expect(this.page).toHaveURL(/\/onboarding/);
    await this.startPlaying();
    await this.readWelcomeDialog();
    await this.chooseUsername(username);
    await this.chooseAvatar();
    await this.acceptTerms();
    await this.enterSanctum();
    // A first visit is greeted, not welcomed back (e2e/onboarding.spec.ts holds which).
    await expect(this.page.getByRole('heading', { name: sanctumGreeting(username) })).toBeVisible();
    const teaser = this.page.getByRole('dialog', { name: 'Your Sanctum Awaits' });
    await teaser.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(teaser).toBeHidden();
    await this.linkEmail(email);
    await expect.poll(async () => (await this.server.writes(email)).some((w) => /\/user\/prompts\/[^/]+\/seen\/$/.test(w.path))).toBe(true);
  }

  /** 'Start Playing' on the first onboarding screen: a temporary player at once, no email asked. */
  async startPlaying(): Promise<void> {
    await this.page.getByRole('button', { name: 'Start Playing' }).click();
    await expect(this.page.getByRole('heading', { name: 'Welcome to the Sanctum' })).toBeVisible();
  }

  /** The link-account modal over the current page (?link_account=true): the email, its code, 'Link Account'. */
  async linkEmail(email: string): Promise<void> {
    await this.openFlag({ link_account: 'true' });
    const link = this.page.getByRole('dialog', { name: 'Link Your Account' });
    await link.getByLabel('Email').fill(email);
    await link.getByRole('button', { name: 'Send Code' }).click();
    await expect(link.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await link.getByLabel('Code').fill(await this.server.lastCode(email));
    await link.getByRole('button', { name: 'Link Account' }).click();
    await expect(link).toBeHidden();
  }

  /**
   * Finishing onboarding makes the Sanctum introduce itself once (a server prompt); close it, and wait
   * until the server has heard (closing is a write), so a test's own writes start from a settled count.
   */
  async closeSanctumTeaser(email: string): Promise<void> {
    const teaser = this.page.getByRole('dialog', { name: 'Your Sanctum Awaits' });
    await teaser.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(teaser).toBeHidden();
    await expect.poll(async () => (await this.server.writes(email)).some((w) => /\/user\/prompts\/[^/]+\/seen\/$/.test(w.path))).toBe(true);
  }

  /** Opens a query-flag modal over the current page, as a link or a notification tap would. */
  async openFlag(flags: Record<string, string>, path?: string): Promise<void> {
    const url = new URL(path ?? this.page.url(), 'http://x');
    for (const [k, v] of Object.entries(flags)) url.searchParams.set(k, v);
    await this.page.goto(`${url.pathname}${url.search}`);
  }

  /** The email-code login modal, opened from the first onboarding screen by 'I Already Have An Account'. */
  async logIn(email: string, button: 'I Already Have An Account' = 'I Already Have An Account'): Promise<void> {
    const { page } = this;
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByText(`A code is on its way to ${email}.`)).toBeVisible();
    await dialog.getByLabel('Code').fill(await this.server.lastCode(email));
    await dialog.getByRole('button', { name: 'Log In' }).click();
  }

  /** An onboarded Historian signs in again from a fresh visit ('I Already Have An Account'). */
  async signIn(email: string): Promise<void> {
    await this.page.goto('/');
    await expect(this.page).toHaveURL(/\/onboarding/);
    await this.logIn(email, 'I Already Have An Account');
    await expect(this.page).toHaveURL(/\/sanctum/);
  }

  /**
   * Every address the page is at from now on (pathname and query), client-side navigations included: a
   * tap's destination is recorded even when that screen then sends the player elsewhere.
   */
  trackNavigations(): string[] {
    const seen: string[] = [];
    this.page.on('framenavigated', (frame) => {
      if (frame !== this.page.mainFrame()) return;
      const url = new URL(frame.url());
      seen.push(`${url.pathname}${url.search}`);
    });
    return seen;
  }

  /** No WCAG 2.1 A/AA violation on the page as it is now (dialogs included). */
  async expectAccessible(what: string): Promise<void> {
    const { violations } = await new AxeBuilder({ page: this.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  /**
   * Continue through the welcome dialog until the username step shows. Each Continue shows one more line;
   * the last one moves to the username step (a navigation, so the dialog stays a moment): wait for the
   * new line or the username field before the next click, never click on a stale step.
   */
  async readWelcomeDialog(): Promise<void> {
    const { page } = this;
    await expect(page.getByRole('heading', { name: 'Welcome to the Sanctum' })).toBeVisible();
    const name = page.getByPlaceholder('Type your username here...');
    const lines = page.getByRole('listitem');
    await expect(lines.first()).toBeVisible();
    while (!(await name.isVisible())) {
      const shown = await lines.count();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(name.or(lines.nth(shown))).toBeVisible();
    }
  }

  async chooseUsername(username: string): Promise<void> {
    await this.page.getByPlaceholder('Type your username here...').fill(username);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  /** Picks a starting avatar by its shown name, or the first one offered. */
  async chooseAvatar(name?: string): Promise<void> {
    const group = this.page.getByRole('group', { name: 'Choose your avatar' });
    const radio = name ? group.getByRole('radio', { name: new RegExp(name) }) : group.getByRole('radio').first();
    await radio.check({ force: true });
  }

  async acceptTerms(): Promise<void> {
    await this.page.getByRole('checkbox', { name: 'I have read Terms & Conditions and agree' }).check();
  }

  async enterSanctum(): Promise<void> {
    await this.page.getByRole('button', { name: 'Enter the Sanctum' }).click();
    await expect(this.page).toHaveURL(/\/sanctum/);
  }

  /** In the Sanctum: expand a Memory's accordion and press its main button. */
  async enterMemory(name: string): Promise<void> {
    const toggle = this.page.getByRole('button', { name: `Memory: ${name}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await this.page.getByRole('region', { name: `Memory: ${name}` }).getByRole('link', { name: /^(Enter|Continue) the Memory$/ }).click();
  }

  /**
   * Takes the browser offline the way the spec says (context.setOffline: navigator.onLine false, no
   * network) and also refuses every /api request at the context: Chromium applies the offline emulation
   * to a freshly started worker a moment late, and a worker starting while 'offline' could slip one
   * request through in that moment. Real devices have no such gap.
   */
  async goOffline(): Promise<void> {
    const context = this.page.context();
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
  }

  async goOnline(): Promise<void> {
    const context = this.page.context();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
  }

  /** Whether the service worker's audio cache holds this narration. */
  async cachedAudio(url: string): Promise<boolean> {
    return this.page.evaluate(async (u) => !!(await (await caches.open('audio-v1')).match(u)), url);
  }

  /** Asks for the first 100 bytes of a narration the way a seeking audio element does. */
  async rangeFromCache(url: string): Promise<{ status: number; bytes: number }> {
    return this.page.evaluate(async (u) => {
      const res = await fetch(u, { headers: { Range: 'bytes=0-99' } });
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
    }, url);
  }

  /** Waits until the service worker controls the page, so that a reload works with no network. */
  async serviceWorkerReady(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
      }
    });
  }

  /** Asserts that every block of a chapter, as the server wrote it, is on the page word for word. */
  async expectChapter(chapter: { title: string; blocks: { blockText: string }[] }): Promise<void> {
    await expect(this.page.getByRole('heading', { name: chapter.title, level: 1 })).toBeVisible();
    for (const block of chapter.blocks) {
      // 'You chose: …' shows as a 'You chose' label over the words the story took (StoryBlocks.tsx).
      const chosen = block.blockText.startsWith(CHOSEN_PREFIX) ? block.blockText.slice(CHOSEN_PREFIX.length) : null;
      const shown = chosen === null ? this.page.getByText(block.blockText, { exact: true }) : this.page.getByRole('complementary', { name: 'You chose' }).getByText(chosen, { exact: true });
      await expect(shown.first()).toBeAttached();
    }
  }

  async submitChoice(text: string): Promise<void> {
    const box = this.page.getByRole('textbox', { name: 'What do you choose to do?' });
    await box.fill(text);
    await box.press('Enter');
  }

  /**
   * The count the pending-writes button shows, 0 without the button. Read in one step: the button leaves
   * the moment the last write lands, and a count-then-read would wait forever on a button that is gone.
   */
  async pendingCount(): Promise<number> {
    const labels = await this.page.getByRole('button', { name: /pending write/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    return Number(/^(\d+)/.exec(labels[0] ?? '')?.[1] ?? 0);
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
