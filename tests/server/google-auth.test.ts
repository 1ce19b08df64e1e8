import { generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { signInsOf } from '../../server/store/account/sign-ins';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { googleVerifier } from '../../server/auth/google';
import { caller, clock as makeClock, server } from './helpers';

const CLIENT_ID = 'chronicle-test.apps.googleusercontent.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...(publicKey.export({ format: 'jwk' }) as JsonWebKey), kid: 'k1', alg: 'RS256', use: 'sig' };

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
function idToken(claims: Record<string, unknown>, kid = 'k1', key = privateKey): string {
  const data = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(claims)}`;
  return `${data}.${sign('RSA-SHA256', Buffer.from(data), key).toString('base64url')}`;
}

let app: FastifyInstance;
afterEach(async () => app?.close());

async function googleServer() {
  const clock = makeClock();
  let verifies = 0;
  const inner = googleVerifier(CLIENT_ID, async () => ({ keys: [jwk], maxAgeSeconds: 600 }), clock.now);
  const google = { verify: (token: string) => (verifies++, inner.verify(token)) };
  ({ app } = await server({ google, now: clock.now, googleClientId: CLIENT_ID }));
  const seconds = Math.floor(clock.now() / 1000);
  const claims = { iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: 'g-123', email: 'Ada@Example.com', email_verified: true, iat: seconds, exp: seconds + 3600 };
  return { claims, verifies: () => verifies };
}

const post = (payload: Record<string, unknown>, key?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/google/', payload, headers: key ? { 'idempotency-key': key } : {} });

describe('Google sign-in', () => {
  it('without GOOGLE_CLIENT_ID it answers that it is not configured', async () => {
    ({ app } = await server());
    const res = await post({ auth_token: 'x.y.z' });
    expect([res.statusCode, res.json()]).toEqual([501, { message: 'Google sign-in is not configured on this server.' }]);
  });

  it('a valid Google ID token signs the player in, with Google and the email linked', async () => {
    const { claims } = await googleServer();
    const res = await post({ auth_token: idToken(claims) });
    expect(res.statusCode).toBe(200);
    const tokens = api.googleAuth.response.parse(res.json());
    const me = await caller(app, tokens.access_token).call(api.getUser);
    expect(me.email).toBe('ada@example.com');
    expect([...me.linked_accounts].sort()).toEqual(['email', 'google']);
    // Recorded as a sign-in from the address the server saw, which makes it the owner's for sign-in codes.
    expect((await signInsOf(app.ctx.db, me.user_id)).map((s) => [s.ip, s.created_account])).toEqual([['127.0.0.1', true]]);
  });

  it.each([
    ['another audience', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['an expired token', { exp: 1 }],
    ['an unverified email', { email_verified: false }],
  ])('refuses %s with 401', async (_what, change) => {
    const { claims } = await googleServer();
    const res = await post({ auth_token: idToken({ ...claims, ...change }) });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'We could not verify that Google sign-in. Please try again.' }]);
  });

  it('refuses a token signed by another key', async () => {
    const { claims } = await googleServer();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect((await post({ auth_token: idToken(claims, 'k1', other) })).statusCode).toBe(401);
  });

  it('a replayed Idempotency-Key answers the same tokens without verifying or signing in again', async () => {
    const { claims, verifies } = await googleServer();
    const first = await post({ auth_token: idToken(claims) }, 'google-key-1');
    const again = await post({ auth_token: idToken(claims) }, 'google-key-1');
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(verifies()).toBe(1);
  });
});
