import { generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, isTempEmail, LINK_CHOICE_STATUS } from '../../../src/contract';
import { googleVerifier, GOOGLE_ISSUERS } from '../../../server/auth/google';
import { GOOGLE_MESSAGES } from '../../../server/auth/google-sign-in';
import { MAX_WRONG_PER_IP, MESSAGES } from '../../../server/auth/magic-codes';
import { TEST_GOOGLE_ISSUER } from '../../../server/auth/test-google';
import { signInsOf } from '../../../server/store/account/sign-ins';
import { type Caller, caller, clock as makeClock, type Clock, player, server } from '../helpers';
import { playAsGuest, progressOf, startGuest } from './guest-helpers';

const CLIENT_ID = 'chronicle-test.apps.googleusercontent.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...(publicKey.export({ format: 'jwk' }) as JsonWebKey), kid: 'k1', alg: 'RS256', use: 'sig' };

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
function idToken(claims: Record<string, unknown>, kid = 'k1', key = privateKey): string {
  const data = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(claims)}`;
  return `${data}.${sign('RSA-SHA256', Buffer.from(data), key).toString('base64url')}`;
}

let app: FastifyInstance;
let clock: Clock;
afterEach(async () => app?.close());

/** A server whose verifier fetches our own key set (counted), as it would Google's. */
async function googleServer(opts: { codeRequestsPerIp?: number } = {}) {
  clock = makeClock();
  let verifies = 0;
  let fetches = 0;
  const inner = googleVerifier(CLIENT_ID, { fetchKeys: async () => (fetches++, { keys: [jwk], maxAgeSeconds: 600 }), now: clock.now });
  const google = { verify: (token: string) => (verifies++, inner.verify(token)) };
  ({ app } = await server({ google, now: clock.now, googleClientId: CLIENT_ID, ...opts }));
  return { verifies: () => verifies, fetches: () => fetches };
}

function claimsFor(email: string, sub = `g-${email}`): Record<string, unknown> {
  const seconds = Math.floor(clock.now() / 1000);
  return { iss: 'https://accounts.google.com', aud: CLIENT_ID, sub, email, email_verified: true, iat: seconds, exp: seconds + 3600 };
}

const post = (payload: Record<string, unknown>, key?: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/google/',
    payload,
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('Google sign-in', () => {
  it('without GOOGLE_CLIENT_ID it answers that it is not configured, and init says it is off', async () => {
    ({ app } = await server());
    const res = await post({ auth_token: 'x.y.z' });
    expect([res.statusCode, res.json()]).toEqual([501, { message: GOOGLE_MESSAGES.notConfigured }]);
    const init = api.authInit.response.parse((await app.inject({ url: '/api/auth/init/' })).json());
    expect([init.google_sign_in, init.google]).toEqual([false, undefined]);
  });

  it('with GOOGLE_CLIENT_ID init names the client and the authorize page (Google’s unless GOOGLE_AUTH_URL says otherwise)', async () => {
    await googleServer();
    const init = api.authInit.response.parse((await app.inject({ url: '/api/auth/init/' })).json());
    expect([init.google_sign_in, init.google]).toEqual([true, { client_id: CLIENT_ID, auth_url: 'https://accounts.google.com/o/oauth2/v2/auth' }]);
  });

  it('a valid ID token creates the account, with Google and the email linked, recorded and referred as an email sign-up', async () => {
    await googleServer();
    const ada = await player(app, 'ada@example.com', 'Ada');
    const code = (await ada.call(api.getUser)).referral_code;
    const res = await post({
      auth_token: idToken(claimsFor('Bo@Example.com')),
      referral_code_used: code,
      user_agent: 'Mozilla/5.0 (Linux; Android 14)',
      utm_data: { utm_source: 'friend', utm_medium: 'link', utm_campaign: 'spring', utm_content: 'banner' },
    });
    expect(res.statusCode).toBe(200);
    const bo = caller(app, api.googleAuth.response.parse(res.json()).access_token);
    const me = await bo.call(api.getUser);
    expect(me.email).toBe('bo@example.com');
    expect([...me.linked_accounts].sort()).toEqual(['email', 'google']);
    // Recorded as a sign-in from the address the server saw, which makes it the owner's for sign-in codes.
    expect(await signInsOf(app.ctx.db, me.user_id)).toMatchObject([
      { ip: '127.0.0.1', created_account: true, referral_code_used: code, user_agent: 'Mozilla/5.0 (Linux; Android 14)', utm_source: 'friend', utm_content: 'banner' },
    ]);
    // Referred by the link: a week of Premium.
    expect(me.subscription_active).toBe(true);
  });

  it('signs in the account that email already has (made by an email code), and the same Google account again', async () => {
    await googleServer();
    const ada = await player(app, 'ada@example.com', 'Ada');
    const adaId = (await ada.call(api.getUser)).user_id;
    for (let i = 0; i < 2; i++) {
      const res = await post({ auth_token: idToken(claimsFor('ada@example.com', 'g-ada')) });
      expect(res.statusCode).toBe(200);
      const me = await caller(app, api.googleAuth.response.parse(res.json()).access_token).call(api.getUser);
      expect([me.user_id, me.username]).toEqual([adaId, 'Ada']);
    }
    expect((await signInsOf(app.ctx.db, adaId)).filter((s) => !s.created_account)).toHaveLength(2);
  });

  it.each([
    ['another audience', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['the test issuer outside test mode', { iss: TEST_GOOGLE_ISSUER }],
    ['an expired token', { exp: 1 }],
    ['an unverified email', { email_verified: false }],
  ])('refuses %s with 401 and a clear message', async (_what, change) => {
    await googleServer();
    const res = await post({ auth_token: idToken({ ...claimsFor('ada@example.com'), ...change }) });
    expect([res.statusCode, res.json()]).toEqual([401, { message: GOOGLE_MESSAGES.refused }]);
  });

  it('refuses a token signed by another key, one naming an unknown key, and something that is not a JWT', async () => {
    const { fetches } = await googleServer();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect((await post({ auth_token: idToken(claimsFor('ada@example.com'), 'k1', other) })).statusCode).toBe(401);
    expect((await post({ auth_token: idToken(claimsFor('ada@example.com'), 'k2') })).statusCode).toBe(401);
    expect((await post({ auth_token: 'not-a-token' })).statusCode).toBe(401);
    expect((await post({ auth_token: 'e30.e30.x' })).statusCode).toBe(401);
    // The keys were fetched once and kept by kid: an unknown kid does not fetch again within the minute.
    expect(fetches()).toBe(1);
  });

  it('the keys come from the key set URL, cached by kid until their max-age, fetched again for a new kid after a minute', async () => {
    clock = makeClock();
    let fetches = 0;
    let keys = [jwk];
    const verifier = googleVerifier(CLIENT_ID, { fetchKeys: async () => (fetches++, { keys, maxAgeSeconds: 600 }), now: clock.now });
    await verifier.verify(idToken(claimsFor('ada@example.com')));
    await verifier.verify(idToken(claimsFor('ada@example.com')));
    expect(fetches).toBe(1);
    // Google rotates: a token names the new key; the set is fetched again (after the minute) and has it.
    const next = generateKeyPairSync('rsa', { modulusLength: 2048 });
    keys = [jwk, { ...(next.publicKey.export({ format: 'jwk' }) as JsonWebKey), kid: 'k2', alg: 'RS256', use: 'sig' }];
    clock.advance(61_000);
    await expect(verifier.verify(idToken(claimsFor('ada@example.com'), 'k2', next.privateKey))).resolves.toMatchObject({ email: 'ada@example.com' });
    expect(fetches).toBe(2);
    clock.advance(600_000);
    await verifier.verify(idToken(claimsFor('ada@example.com')));
    expect(fetches).toBe(3);
    expect(GOOGLE_ISSUERS).toEqual(['accounts.google.com', 'https://accounts.google.com']);
  });

  it('a replayed Idempotency-Key answers the same tokens without verifying or signing in again', async () => {
    const { verifies } = await googleServer();
    const token = idToken(claimsFor('ada@example.com'));
    const first = await post({ auth_token: token }, 'google-key-1');
    const again = await post({ auth_token: token }, 'google-key-1');
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(verifies()).toBe(1);
  });

  it('is limited per client address like the code endpoints: sign-ins per 10 minutes, and refused tokens count as wrong codes', async () => {
    await googleServer({ codeRequestsPerIp: 3 });
    for (let i = 0; i < 3; i++) expect((await post({ auth_token: idToken(claimsFor(`p${i}@example.com`)) })).statusCode).toBe(200);
    const limited = await post({ auth_token: idToken(claimsFor('p9@example.com')) });
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: GOOGLE_MESSAGES.tooMany }]);
    clock.advance(10 * 60_000 + 1);
    expect((await post({ auth_token: idToken(claimsFor('p9@example.com')) })).statusCode).toBe(200);
  });

  it('refused tokens stop the address once it reaches the wrong-code limit', async () => {
    await googleServer({ codeRequestsPerIp: 1000 });
    for (let i = 0; i < MAX_WRONG_PER_IP; i++) expect((await post({ auth_token: idToken({ ...claimsFor('ada@example.com'), aud: 'x' }) })).statusCode).toBe(401);
    const limited = await post({ auth_token: idToken(claimsFor('ada@example.com')) });
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: MESSAGES.tooManyWrong }]);
  });
});

describe('a guest links Google', () => {
  async function guestWhoPlayed(): Promise<{ me: Caller; userId: string; played: Awaited<ReturnType<typeof progressOf>> }> {
    const me = await startGuest(app);
    await playAsGuest(me, 'Wanderer');
    return { me, userId: (await me.call(api.getUser)).user_id, played: await progressOf(me) };
  }

  it('a new Google email: the guest becomes that account, same user_id, every bit of progress kept', async () => {
    await googleServer();
    const { me, userId, played } = await guestWhoPlayed();
    const res = await post({ auth_token: idToken(claimsFor('wanderer@example.com')), is_temp_user: true, temp_user_id: userId }, undefined, me.token);
    expect(res.statusCode).toBe(200);
    const now = caller(app, api.googleAuth.response.parse(res.json()).access_token);
    const user = await now.call(api.getUser);
    expect([user.user_id, user.email, user.username, user.is_temp_user, [...user.linked_accounts].sort()]).toEqual([userId, 'wanderer@example.com', 'Wanderer', false, ['email', 'google']]);
    expect(await progressOf(now)).toEqual(played);
    // The same Google account signs in to that Historian from anywhere.
    const elsewhere = await post({ auth_token: idToken(claimsFor('wanderer@example.com')) });
    expect((await caller(app, api.googleAuth.response.parse(elsewhere.json()).access_token).call(api.getUser)).user_id).toBe(userId);
  });

  it('an email with an account: 409 asks whose progress to keep; keep guest moves the guest’s play into the account', async () => {
    await googleServer();
    const old = await player(app, 'ada@example.com', 'Ada');
    const oldId = (await old.call(api.getUser)).user_id;
    const { me, userId, played } = await guestWhoPlayed();
    const token = idToken(claimsFor('ada@example.com'));
    const asked = await post({ auth_token: token, is_temp_user: true, temp_user_id: userId }, undefined, me.token);
    expect([asked.statusCode, asked.json()]).toEqual([LINK_CHOICE_STATUS, { message: 'That email already belongs to the Historian Ada. Choose whose progress to keep.' }]);
    const kept = await post({ auth_token: token, is_temp_user: true, temp_user_id: userId, keep: 'guest' }, undefined, me.token);
    expect(kept.statusCode).toBe(200);
    const ada = caller(app, api.googleAuth.response.parse(kept.json()).access_token);
    const user = await ada.call(api.getUser);
    expect([user.user_id, user.username, [...user.linked_accounts].sort()]).toEqual([oldId, 'Ada', ['email', 'google']]);
    expect(await progressOf(ada)).toEqual(played);
  });

  it('needs the guest’s own session: a temp_user_id alone, or another player’s, links nothing', async () => {
    await googleServer();
    const { userId } = await guestWhoPlayed();
    const stranger = await startGuest(app);
    const alone = await post({ auth_token: idToken(claimsFor('thief@example.com')), is_temp_user: true, temp_user_id: userId });
    expect([alone.statusCode, alone.json()]).toEqual([401, { message: GOOGLE_MESSAGES.guestEnded }]);
    const other = await post({ auth_token: idToken(claimsFor('thief@example.com')), is_temp_user: true, temp_user_id: userId }, undefined, stranger.token);
    expect(other.statusCode).toBe(401);
    const ada = await player(app, 'ada@example.com', 'Ada');
    const notGuest = await post({ auth_token: idToken(claimsFor('thief@example.com')), is_temp_user: true }, undefined, ada.token);
    expect([notGuest.statusCode, notGuest.json()]).toEqual([400, { message: GOOGLE_MESSAGES.notGuest }]);
    expect(isTempEmail((await caller(app, stranger.token).call(api.getUser)).email)).toBe(true);
  });
});

describe('test mode’s stand-in for Google', () => {
  const redirect = 'http://localhost:8080/auth/google/callback';
  const request = { client_id: 'chronicle-local', redirect_uri: redirect, response_type: 'id_token', scope: 'openid email profile', nonce: 'n-1', state: 's-1' };

  async function standInServer(testMode = true) {
    clock = makeClock();
    // The verifier fetches the stand-in's own key set, as GOOGLE_JWKS_URL=/api/test-google/certs makes it.
    const fetchKeys = async () => ({ keys: (await app.inject({ url: '/api/test-google/certs' })).json<{ keys: JsonWebKey[] }>().keys, maxAgeSeconds: 60 });
    const issuers = testMode ? [...GOOGLE_ISSUERS, TEST_GOOGLE_ISSUER] : GOOGLE_ISSUERS;
    const google = googleVerifier('chronicle-local', { fetchKeys, issuers, now: clock.now });
    ({ app } = await server({ now: clock.now, googleClientId: 'chronicle-local', google, googleAuthUrl: '/api/test-google/authorize', payments: testMode ? { testMode } : { testMode, checkoutUrl: 'https://pay.example.com/c', webhookSecret: 'whsec_t', portalUrl: 'https://pay.example.com/p' } }));
  }

  it('shows "Choose an account", signs an ID token for the email typed and sends it to the callback in the fragment', async () => {
    await standInServer();
    const page = await app.inject({ url: `/api/test-google/authorize?${new URLSearchParams(request).toString()}`, headers: { host: 'localhost:8080' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Choose an account</h1>');
    expect(page.body).toContain('<label for="email">Email</label>');
    const chosen = await app.inject({ method: 'POST', url: '/api/test-google/authorize', payload: new URLSearchParams({ ...request, email: 'Cy@Example.com' }).toString(), ...form });
    expect(chosen.statusCode).toBe(303);
    const location = new URL(chosen.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    const answer = new URLSearchParams(location.hash.slice(1));
    expect(answer.get('state')).toBe('s-1');
    const token = answer.get('id_token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: TEST_GOOGLE_ISSUER, aud: 'chronicle-local', email: 'cy@example.com', nonce: 'n-1', email_verified: true });
    const res = await post({ auth_token: token });
    expect(res.statusCode).toBe(200);
    expect((await caller(app, api.googleAuth.response.parse(res.json()).access_token).call(api.getUser)).email).toBe('cy@example.com');
  });

  it('answers a cancel with error=access_denied, and refuses another client, another origin or no nonce', async () => {
    await standInServer();
    const cancelled = await app.inject({ method: 'POST', url: '/api/test-google/authorize', payload: new URLSearchParams({ ...request, cancel: '1' }).toString(), ...form });
    expect(new URLSearchParams(new URL(cancelled.headers.location as string).hash.slice(1)).get('error')).toBe('access_denied');
    for (const bad of [{ client_id: 'other' }, { redirect_uri: 'https://evil.example/cb' }, { nonce: '' }, { response_type: 'code' }]) {
      const res = await app.inject({ url: `/api/test-google/authorize?${new URLSearchParams({ ...request, ...bad }).toString()}`, headers: { host: 'localhost:8080' } });
      expect(res.statusCode).toBe(400);
    }
  });

  it('exists only in test mode: elsewhere there is no such page and its tokens are refused', async () => {
    await standInServer(false);
    expect((await app.inject({ url: `/api/test-google/authorize?${new URLSearchParams(request).toString()}`, headers: form.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/test-google/certs' })).statusCode).toBe(404);
  });
});

const form = { headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' } };
