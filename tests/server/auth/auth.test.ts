import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, ErrorBody } from '../../../src/contract';
import { APP_LINKS } from '../../../server/content/app-links';
import { TOKEN_ANSWER_KEEP_MS } from '../../../server/auth/sessions';
import { housekeep } from '../../../server/store/housekeeping';
import { caller, login, mailboxCode, server, type Clock, rawGet } from '../helpers';

let app: FastifyInstance;
let time: Clock;
const email = 'ada@example.com';

async function setup() {
  ({ app, clock: time } = await server());
}
afterEach(() => app.close());

const requestCode = (to = email, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email: to }, ...(remoteAddress ? { remoteAddress } : {}) });
const verify = (code: string, to = email) => app.inject({ method: 'POST', url: '/api/auth/magic-code/verify/', payload: { email: to, code } });
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');
const refresh = (token: string) => app.inject({ method: 'GET', url: `/api/auth/token/refresh/?refresh_token=${encodeURIComponent(token)}` });

describe('sign-in by magic code', () => {
  it('announces the version and settings without a login', async () => {
    await setup();
    const res = await app.inject({ method: 'GET', url: '/api/auth/init/' });
    expect(res.statusCode).toBe(200);
    expect(api.authInit.response.parse(res.json())).toEqual({ version: '0.0.0', show_community_creations_creator_tab: false, google_sign_in: false, app_links: APP_LINKS });
  });

  it('a code from the dev mailbox logs a new player in, with onboarding still ahead', async () => {
    await setup();
    const tokens = await login(app, 'New.Player@Example.com ');
    const me = await caller(app, tokens.access_token).call(api.getUser);
    expect(me).toMatchObject({ email: 'new.player@example.com', username: null, onboarding_state: 1 });
    expect(me.referral_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('a code works only once', async () => {
    await setup();
    await requestCode();
    const code = await mailboxCode(app, email);
    expect((await verify(code)).statusCode).toBe(200);
    const again = await verify(code);
    expect(again.statusCode).toBe(400);
    expect(ErrorBody.parse(again.json()).message).toBe('That code is not valid. Check it or send a new one.');
  });

  it('a newer code replaces the older one', async () => {
    await setup();
    await requestCode();
    const first = await mailboxCode(app, email);
    let second = first;
    while (second === first) {
      await requestCode();
      second = await mailboxCode(app, email);
    }
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    await setup();
    await requestCode();
    const code = await mailboxCode(app, email);
    time.advance(10 * 60_000 + 1);
    const res = await verify(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'That code has expired. Send a new one.' });
  });

  it('a wrong code is refused with the spec’s message', async () => {
    await setup();
    await requestCode();
    const res = await verify(wrong(await mailboxCode(app, email)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'That code is not valid. Check it or send a new one.' });
  });

  it('five wrong tries kill the code, even for the right one afterwards', async () => {
    await setup();
    await requestCode();
    const code = await mailboxCode(app, email);
    for (let i = 0; i < 5; i++) expect((await verify(wrong(code))).statusCode).toBe(400);
    const res = await verify(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Too many wrong tries for that code. Send a new one.' });
  });

  it('limits code requests per email to 5 in 10 minutes', async () => {
    await setup();
    for (let i = 0; i < 5; i++) expect((await requestCode()).statusCode).toBe(200);
    const limited = await requestCode();
    expect(limited.statusCode).toBe(429);
    expect(ErrorBody.parse(limited.json()).message).toMatch(/Too many codes/);
    time.advance(10 * 60_000 + 1);
    expect((await requestCode()).statusCode).toBe(200);
  });

  it('limits code requests per client address across emails', async () => {
    await setup();
    for (let i = 0; i < 20; i++) expect((await requestCode(`p${i}@example.com`, '10.0.0.7')).statusCode).toBe(200);
    expect((await requestCode('p20@example.com', '10.0.0.7')).statusCode).toBe(429);
    expect((await requestCode('p20@example.com', '10.0.0.8')).statusCode).toBe(200);
  });

  it('limits wrong codes per client address across emails, and the window passes', async () => {
    await setup();
    const guess = (to: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/auth/magic-code/verify/', payload: { email: to, code: '123456' }, remoteAddress });
    for (let i = 0; i < 30; i++) expect((await guess(`victim${i}@example.com`, '10.0.0.9')).statusCode).toBe(400);
    const limited = await guess('victim30@example.com', '10.0.0.9');
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: 'Too many wrong codes from your network. Wait a few minutes and try again.' }]);
    // Another client is not held back, and this one may try again once the window has passed.
    expect((await guess('victim30@example.com', '10.0.0.10')).statusCode).toBe(400);
    time.advance(10 * 60_000 + 1);
    expect((await guess('victim30@example.com', '10.0.0.9')).statusCode).toBe(400);
  });

  it('rejects a malformed email with a readable message', async () => {
    await setup();
    const res = await requestCode('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).message).toMatch(/valid email/);
  });
});

describe('tokens', () => {
  it('refreshing rotates: a new pair, and the new access token works', async () => {
    await setup();
    const tokens = await login(app, email);
    const res = await refresh(tokens.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = api.tokenRefresh.response.parse(res.json());
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await caller(app, next.access_token).inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(200);
  });

  it('a refresh token presented again soon after its use (its answer was lost) gets the same new pair, and the session lives on', async () => {
    await setup();
    const tokens = await login(app, email);
    const first = await refresh(tokens.refresh_token);
    time.advance(TOKEN_ANSWER_KEEP_MS - 1_000);
    const again = await refresh(tokens.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const next = api.tokenRefresh.response.parse(again.json());
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it('stored answers carrying tokens (the sign-in\'s, the refresh\'s) are dropped once the retry window is over', async () => {
    await setup();
    const tokens = await login(app, email);
    await refresh(tokens.refresh_token);
    const stored = async () => (await rawGet(app.ctx.db, "SELECT COUNT(*) AS n FROM idempotency_keys WHERE body LIKE '%refresh_token%'")) as { n: number };
    expect((await stored()).n).toBeGreaterThan(0);
    time.advance(TOKEN_ANSWER_KEEP_MS);
    await housekeep(app.ctx.db, time.now());
    expect((await stored()).n).toBe(0);
  });

  it('reusing a spent refresh token after the retry window revokes its whole family', async () => {
    await setup();
    const tokens = await login(app, email);
    const next = api.tokenRefresh.response.parse((await refresh(tokens.refresh_token)).json());
    time.advance(TOKEN_ANSWER_KEEP_MS);
    const reused = await refresh(tokens.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(ErrorBody.safeParse(reused.json()).success).toBe(true);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
  });

  it('a refresh from another sign-in survives the revocation of a stolen family', async () => {
    await setup();
    const phone = await login(app, email);
    const laptop = await login(app, email);
    await refresh(phone.refresh_token);
    time.advance(TOKEN_ANSWER_KEEP_MS);
    await refresh(phone.refresh_token);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('an access token expires after 15 minutes', async () => {
    await setup();
    const me = caller(app, (await login(app, email)).access_token);
    time.advance(14 * 60_000);
    expect((await me.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(200);
    time.advance(60_000);
    const res = await me.inject({ method: 'GET', url: '/api/user/' });
    expect(res.statusCode).toBe(401);
    expect(ErrorBody.safeParse(res.json()).success).toBe(true);
  });

  it('guarded routes answer 401 without a token or with a forged one', async () => {
    await setup();
    expect((await app.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
    const { access_token } = await login(app, email);
    const [h, p] = access_token.split('.');
    const forged = `${h}.${p}.${Buffer.from('nope').toString('base64url')}`;
    expect((await caller(app, forged).inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
  });

  it('with a real mailer and no DEV_ROUTES the dev routes do not exist', async () => {
    const sent: string[] = [];
    ({ app, clock: time } = await server({ mailer: { send: async (to) => void sent.push(to) }, devRoutes: false }));
    expect((await requestCode()).statusCode).toBe(200);
    expect(sent).toEqual([email]);
    expect((await app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${email}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/dev/writes?email=${email}` })).statusCode).toBe(404);
  });
});
