import { describe, expect, it } from 'vitest';
import { createHttp } from '../../../worker/http/create-http';
import { user } from '../helpers/fixtures';
import { BASE_URL, FakeNetwork } from '../helpers/fake-network';
import { freshDb, signIn } from '../helpers/harness';

function setup() {
  const db = freshDb();
  const net = new FakeNetwork();
  const http = createHttp({ db, fetch: net.fetch, baseUrl: BASE_URL });
  return { db, net, http };
}

const tokens = (access: string, refresh: string) => ({ id: 'current', access_token: access, refresh_token: refresh });

describe('the http client', () => {
  it('sends JSON with the bearer token and credentials to the API base, and parses the answer', async () => {
    const { db, net, http } = setup();
    await signIn(db);
    net.on('PUT', '/user/', { status: 200, body: user({ username: 'Ash' }) });

    const out = await http.call('updateUser', { body: { username: 'Ash' } });

    expect(out).toMatchObject({ kind: 'ok', data: { username: 'Ash' } });
    const [req] = net.requests;
    expect(req).toMatchObject({ method: 'PUT', path: '/user/', body: { username: 'Ash' }, credentials: 'include' });
    expect(req?.headers).toMatchObject({ authorization: 'Bearer access-1', 'content-type': 'application/json' });
  });

  it('an answer cut off mid-body (a dying network) fails as a dropped connection instead of hanging', async () => {
    const db = freshDb();
    await signIn(db);
    // Headers arrive, then the body never completes: only the request's signal can end the wait.
    const stalled = (_input: string, init: RequestInit) =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"user_id":'));
              init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      );
    const http = createHttp({ db, fetch: stalled, baseUrl: BASE_URL, timeoutMs: 50 });

    expect(await http.call('getUser')).toEqual({ kind: 'network', message: 'The answer did not arrive in time.' });
  });

  it('sends no Authorization header when signed out', async () => {
    const { net, http } = setup();
    net.on('GET', '/auth/init/', { status: 200, body: { version: '1', show_community_creations_creator_tab: false, google_sign_in: false, app_links: { app_store: 'https://apps.example/chronicle', google_play: 'https://play.example/chronicle' } } });
    await http.call('authInit');
    expect(net.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('on a 401 refreshes once, stores both rotated tokens and retries once with the new one', async () => {
    const { db, net, http } = setup();
    await signIn(db);
    net.on('GET', '/user/', (req) => (req.headers.authorization === 'Bearer access-2' ? { status: 200, body: user() } : { status: 401 }));
    net.on('GET', '/auth/token/refresh/', { status: 200, body: { access_token: 'access-2', refresh_token: 'refresh-2' } });

    const out = await http.call('getUser');

    expect(out.kind).toBe('ok');
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /user/', 'GET /auth/token/refresh/', 'GET /user/']);
    expect(net.requests[1]?.query.get('refresh_token')).toBe('refresh-1');
    expect(await db.session.get('current')).toEqual(tokens('access-2', 'refresh-2'));
  });

  it('when the refresh fails both tokens are cleared and the 401 is answered', async () => {
    const { db, net, http } = setup();
    await signIn(db);
    net.on('GET', '/user/', { status: 401, body: { message: 'expired' } });
    net.on('GET', '/auth/token/refresh/', { status: 400, body: { message: 'invalid refresh token' } });

    const out = await http.call('getUser');

    expect(out).toEqual({ kind: 'http', status: 401, message: 'expired' });
    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: null, refresh_token: null });
    expect(net.requests).toHaveLength(2);
  });

  it('with no refresh token the tokens are cleared without calling refresh', async () => {
    const { db, net, http } = setup();
    await db.session.put({ id: 'current', access_token: 'access-1', refresh_token: null });
    net.on('GET', '/user/', { status: 401 });

    await http.call('getUser');

    expect(net.to('GET', '/auth/token/refresh/')).toHaveLength(0);
    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: null, refresh_token: null });
  });

  it('a retry that is refused again is not refreshed again: no loop', async () => {
    const { db, net, http } = setup();
    await signIn(db);
    net.on('GET', '/user/', { status: 401 });
    net.on('GET', '/auth/token/refresh/', { status: 200, body: { access_token: 'access-2', refresh_token: 'refresh-2' } });

    const out = await http.call('getUser');

    expect(out).toMatchObject({ kind: 'http', status: 401 });
    expect(net.requests.map((r) => r.path)).toEqual(['/user/', '/auth/token/refresh/', '/user/']);
  });

  it('concurrent 401s share one refresh, since refresh tokens rotate', async () => {
    const { db, net, http } = setup();
    await signIn(db);
    net.on('GET', '/user/', (req) => (req.headers.authorization === 'Bearer access-2' ? { status: 200, body: user() } : { status: 401 }));
    net.on('GET', '/auth/token/refresh/', async (req) => {
      await new Promise((r) => setTimeout(r, 5));
      return req.query.get('refresh_token') === 'refresh-1'
        ? { status: 200, body: { access_token: 'access-2', refresh_token: 'refresh-2' } }
        : { status: 401, body: { message: 'reused refresh token' } };
    });

    const outs = await Promise.all([http.call('getUser'), http.call('getUser'), http.call('getUser')]);

    expect(outs.map((o) => o.kind)).toEqual(['ok', 'ok', 'ok']);
    expect(net.to('GET', '/auth/token/refresh/')).toHaveLength(1);
    expect(await db.session.get('current')).toEqual(tokens('access-2', 'refresh-2'));
  });

  it('a refresh that cannot reach the server keeps the tokens', async () => {
    const { db, net, http } = setup();
    await signIn(db);
    net.on('GET', '/user/', { status: 401 });
    net.on('GET', '/auth/token/refresh/', { status: 503 });

    await http.call('getUser');

    expect(await db.session.get('current')).toEqual(tokens('access-1', 'refresh-1'));
  });

  it('a wrong login code is an answer, not an expired session', async () => {
    const { db, net, http } = setup();
    await signIn(db);
    net.on('POST', '/auth/magic-code/verify/', { status: 401, body: { message: 'Wrong code' } });
    const out = await http.call('magicCodeVerify', { body: { email: 'a@b.co', code: '123456' } });
    expect(out).toEqual({ kind: 'http', status: 401, message: 'Wrong code' });
    expect(net.to('GET', '/auth/token/refresh/')).toHaveLength(0);
    expect(await db.session.get('current')).toEqual(tokens('access-1', 'refresh-1'));
  });
});

describe('the http client on a bad link', () => {
  it('a refresh whose answer arrives garbled keeps the session, and the call says the link failed', async () => {
    const { db, net } = setup();
    await signIn(db);
    net.on('GET', '/user/', { status: 401 });
    const http = createHttp({
      db,
      baseUrl: BASE_URL,
      fetch: async (input, init) => {
        const res = await net.fetch(input, init);
        return input.includes('/refresh/') ? new Response('{"access_token":"acc', { status: 200 }) : res;
      },
    });
    net.on('GET', '/auth/token/refresh/', { status: 200, body: { access_token: 'access-2', refresh_token: 'refresh-2' } });

    const out = await http.call('getUser');

    expect(out.kind).toBe('network');
    expect(await db.session.get('current')).toEqual(tokens('access-1', 'refresh-1'));
  });

  it('a change whose answer is lost is sent again at once under the same Idempotency-Key', async () => {
    const { db, net } = setup();
    await signIn(db);
    net.on('PUT', '/user/', { status: 200, body: user({ username: 'Ash' }) });
    let lost = 0;
    const http = createHttp({
      db,
      baseUrl: BASE_URL,
      fetch: async (input, init) => {
        const res = await net.fetch(input, init);
        if (lost++ < 2) throw new TypeError('Failed to fetch');
        return res;
      },
    });

    const out = await http.call('updateUser', { body: { username: 'Ash' } });

    expect(out.kind).toBe('ok');
    const keys = net.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a call that brings its own Idempotency-Key (the outbox) is made once: its caller retries on its own schedule', async () => {
    const { db, net } = setup();
    await signIn(db);
    const http = createHttp({ db, baseUrl: BASE_URL, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const out = await http.call('updateUser', { body: { username: 'Ash' }, headers: { 'Idempotency-Key': 'k1' } });
    expect(out.kind).toBe('network');
    expect(net.requests).toHaveLength(0);
  });

  it('a body bigger than the limit is not read whole: the answer is unusable, not a crash', async () => {
    const { db } = setup();
    await signIn(db);
    const huge = `{"user_id":"${'x'.repeat(9 * 1024 * 1024)}"}`;
    const http = createHttp({ db, baseUrl: BASE_URL, fetch: async () => new Response(huge, { status: 200 }) });
    const out = await http.call('getUser');
    expect(out).toMatchObject({ kind: 'malformed', reason: 'unreadable' });
  });

  it('an HTML error page is a failure without a message; Retry-After is read', async () => {
    const { db } = setup();
    await signIn(db);
    const http = createHttp({
      db,
      baseUrl: BASE_URL,
      fetch: async () => new Response('<html><h1>503</h1></html>', { status: 503, headers: { 'Retry-After': '12' } }),
    });
    expect(await http.call('getUser')).toEqual({ kind: 'http', status: 503, message: null, retryAfterMs: 12_000 });
  });

  it('a body cut mid-way is a lost answer', async () => {
    const { db } = setup();
    await signIn(db);
    const http = createHttp({
      db,
      baseUrl: BASE_URL,
      fetch: async () => {
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(new TextEncoder().encode('{"user_id":'));
            c.error(new TypeError('network error'));
          },
        });
        return new Response(body, { status: 200 });
      },
    });
    expect((await http.call('getUser')).kind).toBe('network');
  });
});
