/**
 * Money (issue 23): production charges through a provider or does not start; the free test checkout and
 * test purchases exist only in an explicit test mode, which every page it serves announces.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { buildServer, StartRefused } from '../../../server/app';
import { signEvent } from '../../../server/account/checkout';
import { TEST_MODE_NOTICE } from '../../../server/http/test-mode-banner';
import { purchasesOf } from '../../../server/store/dungeons/purchases';
import { attempt, dungeonServer, historian, VAULT } from '../dungeons/helpers';
import { mailboxCode, server, type Caller, rawValue } from '../helpers';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const mailer = { send: async () => {} };
const provider = { testMode: false, checkoutUrl: 'https://pay.example.com/c/mythic', webhookSecret: 'whsec_test', portalUrl: 'https://pay.example.com/p/login' };
const NOT_SOLD = 'Purchases are not available on this server yet. Nothing was charged.';

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Chronicle</title></head><body><div id="root"></div></body></html>');
  return dir;
}

async function link(me: Caller, email: string): Promise<void> {
  await me.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email, is_temp_user: true } });
  await me.call(api.linkAccount, {}, { email, code: await mailboxCode(app!, email) });
}

describe('the start', () => {
  it('in production (any case) without a payment provider is refused, saying what to set', async () => {
    await expect(buildServer({ dbPath: ':memory:', mailer, production: true })).rejects.toThrow(StartRefused);
    await expect(buildServer({ dbPath: ':memory:', mailer, production: true })).rejects.toThrow(/set PAYMENT_CHECKOUT_URL .* and PAYMENT_WEBHOOK_SECRET/);
    await expect(buildServer({ dbPath: ':memory:', mailer, production: true, payments: { testMode: true } })).rejects.toThrow(/PAYMENT_TEST_MODE=1 is refused with NODE_ENV=production/);
    await expect(buildServer({ dbPath: ':memory:', mailer, production: true, payments: { testMode: false, checkoutUrl: provider.checkoutUrl } })).rejects.toThrow(
      /needs PAYMENT_WEBHOOK_SECRET/,
    );
    // Outside production too, a missing setting is never the free checkout.
    await expect(buildServer({ dbPath: ':memory:', mailer })).rejects.toThrow(/or PAYMENT_TEST_MODE=1 for a local start/);
    app = await buildServer({ dbPath: ':memory:', mailer, production: true, payments: provider });
    expect((await app.inject({ method: 'GET', url: '/api/auth/init/' })).statusCode).toBe(200);
  });

  // Two processes start (tsx compiles main.ts): seconds on a loaded machine.
  it('`node server/main.ts` with NODE_ENV=PRODUCTION stops: without a provider, and with DEV_ROUTES=1', { timeout: 60_000 }, async () => {
    const start = (env: Record<string, string>) =>
      new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'chronicle-start-')), PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'PRODUCTION', SMTP_URL: 'smtp://localhost:2525', ...env },
        });
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        // A start that was not refused is listening: stop it, it failed the test.
        const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
        child.on('exit', (status) => {
          clearTimeout(timer);
          resolve({ status, stderr });
        });
      });
    const [noProvider, devRoutes] = await Promise.all([start({}), start({ DEV_ROUTES: '1', PAYMENT_CHECKOUT_URL: provider.checkoutUrl, PAYMENT_WEBHOOK_SECRET: 'x' })]);
    expect(noProvider.status).toBe(1);
    expect(noProvider.stderr).toContain('Chronicle did not start: No payment provider is configured');
    expect(devRoutes.status).toBe(1);
    expect(devRoutes.stderr).toContain('DEV_ROUTES=1 is refused with NODE_ENV=production');
  });
});

describe('with a payment provider (no test mode)', () => {
  it('the test checkout does not exist: completing a session by its id grants nothing', async () => {
    ({ app } = await server({ payments: provider }));
    const me = await historian(app, 'ada');
    await link(me, 'ada@example.com');
    const { checkout_url } = await me.call(api.createCustomerSession);
    expect(checkout_url).toBe(`https://pay.example.com/c/mythic?prefilled_email=ada%40example.com&client_reference_id=${me.userId}`);
    const session = (await rawValue(app.ctx.db, 'SELECT session_id FROM checkout_sessions')) as string;
    for (const path of ['', '/confirm', '/complete']) {
      const res = await app.inject({
        method: path ? 'POST' : 'GET',
        url: `/api/billing/test-checkout${path}${path ? '' : `?session=${session}`}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `session=${session}&confirm=yes`,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await me.call(api.getUser)).subscription_paid).toBe(false);
  });

  it('the provider\'s event, signed with PAYMENT_WEBHOOK_SECRET, activates the plan; one signed otherwise does not', async () => {
    ({ app } = await server({ payments: provider }));
    const me = await historian(app, 'ada');
    await link(me, 'ada@example.com');
    await me.call(api.createCustomerSession);
    const session = (await rawValue(app.ctx.db, 'SELECT session_id FROM checkout_sessions')) as string;
    const body = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { session_id: session, client_reference_id: me.userId } });
    const send = (secret: string) =>
      app!.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'x-billing-signature': signEvent(secret, app!.ctx.now(), body) }, payload: body });
    expect((await send('not-the-secret')).statusCode).toBe(400);
    expect((await me.call(api.getUser)).subscription_paid).toBe(false);
    expect((await send(provider.webhookSecret)).statusCode).toBe(200);
    expect((await me.call(api.getUser)).subscription_paid).toBe(true);
  });

  it('a paid room restart, a try-again and a purchase are refused (402) and change nothing', async () => {
    ({ app } = await dungeonServer({ payments: provider }));
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, { restart: false, artifacts: [] });
    await me.call(api.dungeonRestartRoom, { id: VAULT }); // the free one
    const before = (await me.call(api.dungeonProgress, { id: VAULT })).events.length;
    expect(await attempt(me, 'POST', `/dungeon/${VAULT}/restart-room/`)).toMatchObject({ status: 402, body: { message: NOT_SOLD } });
    let status = 'active';
    for (let i = 0; status === 'active'; i++) {
      status = (await me.call(api.dungeonContinue, { id: VAULT }, { text: i % 2 ? 'go north' : 'go south' })).progress.status;
    }
    const ended = (await me.call(api.dungeonProgress, { id: VAULT })).events.length;
    expect(ended).toBeGreaterThan(before);
    expect(await attempt(me, 'POST', `/dungeon/${VAULT}/resurrect/`, { use_free: false })).toMatchObject({ status: 402, body: { message: NOT_SOLD } });
    expect((await me.call(api.dungeonProgress, { id: VAULT })).events.length).toBe(ended);
    expect((await me.inject({ method: 'POST', url: '/api/purchases/', payload: { product: 'resurrection' } })).statusCode).toBe(402);
    expect(await purchasesOf(app.ctx.db, me.userId)).toEqual([]);
    expect((await rawValue(app.ctx.db, 'SELECT COUNT(*) FROM purchases'))).toBe(0);
  });

  it('the app\'s pages carry no test-mode banner', async () => {
    ({ app } = await server({ payments: provider, serveApp: builtApp() }));
    for (const url of ['/', '/index.html', '/sanctum']) expect((await app.inject({ method: 'GET', url })).body).not.toContain(TEST_MODE_NOTICE);
  });
});

describe('test mode (PAYMENT_TEST_MODE=1)', () => {
  it('says so on every page it serves: the app at any address, and the checkout', async () => {
    ({ app } = await server({ serveApp: builtApp() }));
    for (const [url, encoding] of [['/', 'br, gzip'], ['/index.html?__WB_REVISION__=abc', 'gzip'], ['/sanctum', ''], ['/dungeon/x/read', 'br']] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      const decode: Record<string, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
      const body = decode[String(res.headers['content-encoding'])]?.(res.rawPayload).toString() ?? res.body;
      expect(res.headers['content-encoding'] ?? '').toBe(encoding.split(',')[0]);
      expect(body).toContain(`<body><aside class="chronicle-test-mode" aria-label="Test mode">${TEST_MODE_NOTICE}</aside><div id="root">`);
    }

    const me = await historian(app, 'ada');
    await link(me, 'ada@example.com');
    const page = await app.inject({ method: 'GET', url: (await me.call(api.createCustomerSession)).checkout_url });
    expect(page.body).toContain('Test mode: no card is charged');
  });

  it('keeps the local game\'s purchases: a paid restart is a test purchase', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, { restart: false, artifacts: [] });
    await me.call(api.dungeonRestartRoom, { id: VAULT });
    await me.call(api.dungeonRestartRoom, { id: VAULT });
    expect(await purchasesOf(app.ctx.db, me.userId)).toEqual([{ product: 'restart_room', dungeon_id: VAULT, amount_cents: 99, mode: 'test' }]);
  });
});
