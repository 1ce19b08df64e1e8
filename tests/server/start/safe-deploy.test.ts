import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, ErrorBody } from '../../../src/contract';
import { buildServer, StartRefused } from '../../../server/app';
import { TOKEN_ANSWER_KEEP_MS } from '../../../server/auth/sessions';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { CONTENT_SECURITY_POLICY } from '../../../server/http/security-headers';
import { caller, login, mailboxCode, player, server, type Clock } from '../helpers';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const email = 'ada@example.com';
const mailer = { send: async () => {} };

describe('the dev routes', () => {
  it('exist only in the local default: not with a mailer alone', async () => {
    ({ app } = await server({ mailer, devRoutes: false }));
    expect((await app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${email}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/dev/writes?email=${email}` })).statusCode).toBe(404);
  });

  it('are refused with production, and a start without a way to mail codes stops with what to set', async () => {
    await expect(buildServer({ dbPath: ':memory:', devRoutes: true, production: true })).rejects.toThrow(StartRefused);
    await expect(buildServer({ dbPath: ':memory:', devRoutes: true, production: true })).rejects.toThrow(/NODE_ENV=production/);
    await expect(buildServer({ dbPath: ':memory:', production: true })).rejects.toThrow(/set SMTP_URL/);
    await expect(buildServer({ dbPath: ':memory:', production: false })).rejects.toThrow(/DEV_ROUTES=1/);
    app = await buildServer({ dbPath: ':memory:', mailer, production: true, payments: { testMode: false, checkoutUrl: 'https://pay.example.com/c', webhookSecret: 'whsec', portalUrl: 'https://pay.example.com/p' } });
    expect((await app.inject({ method: 'GET', url: '/api/auth/init/' })).statusCode).toBe(200);
  });

  // Two processes start (tsx compiles main.ts): seconds on a loaded machine, not the default five.
  it('`node server/main.ts` in production without SMTP_URL, or with DEV_ROUTES=1, stops with a clear message', { timeout: 60_000 }, async () => {
    const start = (env: Record<string, string>) =>
      new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'chronicle-start-')), PORT: '0', NODE_ENV: 'production', ...env },
        });
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('exit', (status) => resolve({ status, stderr }));
      });
    const [noMail, devInProduction] = await Promise.all([start({}), start({ DEV_ROUTES: '1' })]);
    expect(noMail.status).toBe(1);
    expect(noMail.stderr).toContain('Chronicle did not start: Login codes have no way to reach players: set SMTP_URL');
    expect(devInProduction.status).toBe(1);
    expect(devInProduction.stderr).toContain('DEV_ROUTES=1 is refused with NODE_ENV=production');
  });

  it('answer only this machine: another address, or a request forwarded by a proxy, finds nothing', async () => {
    ({ app } = await server());
    await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email } });
    const url = `/api/dev/mailbox?email=${email}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.9']) {
      const res = await app.inject({ method: 'GET', url, remoteAddress });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/\d{6}/);
    }
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await app.inject({ method: 'GET', url, headers: { [header]: '203.0.113.7' } })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/api/dev/writes?email=${email}`, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  function builtApp(): string {
    const dir = mkdtempSync(join(tmpdir(), 'chronicle-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Chronicle</title>');
    return dir;
  }

  it('every answer carries a strict CSP (self only, no inline script, no framing) and the others', async () => {
    ({ app } = await server({ serveApp: builtApp() }));
    const answers = [
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/sanctum' }),
      await app.inject({ method: 'GET', url: '/api/auth/init/' }),
      await app.inject({ method: 'GET', url: '/api/nothing/' }),
      await app.inject({ method: 'GET', url: '/api/user/' }),
      await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: '{', headers: { 'content-type': 'application/json' } }),
    ];
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const csp = CONTENT_SECURITY_POLICY.split('; ');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
  });

  it('HSTS only behind a TLS-terminating proxy (TRUST_PROXY), for requests that came over https', async () => {
    ({ app } = await server({ trustProxy: true }));
    const https = await app.inject({ method: 'GET', url: '/api/auth/init/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const http = await app.inject({ method: 'GET', url: '/api/auth/init/' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await app.close();
    ({ app } = await server());
    const untrusted = await app.inject({ method: 'GET', url: '/api/auth/init/', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Idempotency-Key', () => {
  const saga = glassblowersOath.saga_id;
  const post = (key: string, text: string) => ({ method: 'POST' as const, url: `/api/sagas/${saga}/add-comment/`, payload: { text }, headers: { 'idempotency-key': key } });

  it('the same key with a different body is refused with 422, not answered with the first write\'s result', async () => {
    ({ app } = await server());
    const me = await player(app, email);
    expect((await me.inject(post('k-1', 'The first words'))).statusCode).toBe(200);
    const other = await me.inject(post('k-1', 'Other words'));
    expect(other.statusCode).toBe(422);
    expect(ErrorBody.parse(other.json()).message).toBe('This Idempotency-Key was already used for a different request.');
    const again = await me.inject(post('k-1', 'The first words'));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await me.call(api.sagaComments, { sagaId: saga })).comments.map((c) => c.text)).toEqual(['The first words']);
  });

  it('a sign-in retried under its key gets the same tokens for two minutes, and after that the spent code is refused', async () => {
    let clock: Clock;
    ({ app, clock } = await server());
    await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email } });
    const code = await mailboxCode(app, email);
    const verify = () => app!.inject({ method: 'POST', url: '/api/auth/magic-code/verify/', payload: { email, code }, headers: { 'idempotency-key': 'sign-in-1' } });
    const first = await verify();
    clock.advance(TOKEN_ANSWER_KEEP_MS - 1_000);
    const retried = await verify();
    expect(retried.statusCode).toBe(200);
    expect(retried.body).toBe(first.body);
    clock.advance(2_000);
    expect((await verify()).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('access tokens', () => {
  it('last ACCESS_TOKEN_TTL seconds when set, so a test can expire one mid-replay', async () => {
    let clock: Clock;
    ({ app, clock } = await server({ accessTokenSeconds: 20 }));
    const me = caller(app, (await login(app, email)).access_token);
    expect((await me.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(200);
    clock.advance(20_000);
    expect((await me.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
  });
});
