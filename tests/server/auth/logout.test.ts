/** Logging out ends the session on the server (issue 23): its refresh family, and its access tokens with it. */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../../server/auth/jwt';
import { ACCESS_TOKEN_SECONDS } from '../../../server/auth/jwt';
import { login, server, type Clock } from '../helpers';

let app: FastifyInstance;
let clock: Clock;
afterEach(() => app.close());

const email = 'ada@example.com';
const refresh = (token: string) => app.inject({ method: 'GET', url: `/api/auth/token/refresh/?refresh_token=${encodeURIComponent(token)}` });
const me = (token: string) => app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${token}` } });
const logout = (token: string) => app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh_token: token } });

describe('POST /auth/logout/', () => {
  it('ends the session: a refresh token taken before it, or rotated from it, no longer rotates, and its access token is refused', async () => {
    ({ app, clock } = await server());
    const signedIn = await login(app, email);
    const stolen = signedIn.refresh_token;
    const rotated = (await refresh(signedIn.refresh_token)).json<{ access_token: string; refresh_token: string }>();
    expect((await me(rotated.access_token)).statusCode).toBe(200);

    const out = await logout(rotated.refresh_token);
    expect([out.statusCode, out.json()]).toEqual([200, { message: 'You are logged out.' }]);

    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await refresh(stolen)).statusCode).toBe(401);
    expect((await me(rotated.access_token)).statusCode).toBe(401);
    expect((await me(signedIn.access_token)).statusCode).toBe(401);
    // A retried logout answers the same.
    expect((await logout(rotated.refresh_token)).statusCode).toBe(200);
    clock.advance(1000);
  });

  it('ends only that session: another device signed in stays signed in', async () => {
    ({ app, clock } = await server());
    const phone = await login(app, email);
    const laptop = await login(app, email);
    await logout(phone.refresh_token);
    expect((await me(laptop.access_token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('an access token without a session (signed before sessions were named) outlives it by at most its TTL', async () => {
    ({ app, clock } = await server());
    const tokens = await login(app, email);
    const userId = (await me(tokens.access_token)).json<{ user_id: string }>().user_id;
    const legacy = signAccessToken(userId, app.ctx.secret, clock.now());
    await logout(tokens.refresh_token);
    expect((await me(legacy)).statusCode).toBe(200);
    clock.advance(ACCESS_TOKEN_SECONDS * 1000);
    expect((await me(legacy)).statusCode).toBe(401);
  });
});
