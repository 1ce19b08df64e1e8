/**
 * Sign-in limits that hold (issue 23): behind TRUST_PROXY the client's address is the one the proxy appended;
 * a guesser's wrong tries count per email across codes; a griefer cannot lock the owner out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signInsOf } from '../../../server/store/account/sign-ins';
import { findUserByEmail } from '../../../server/store/users';
import { mailboxCode, server } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

const email = 'ada@example.com';
type From = { remoteAddress?: string; forwardedFor?: string };
const headers = (from: From) => (from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {});
const requestCode = (from: From, to = email) =>
  app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email: to }, remoteAddress: from.remoteAddress ?? '10.0.0.1', headers: headers(from) });
const verify = (code: string, from: From, to = email) =>
  app.inject({ method: 'POST', url: '/api/auth/magic-code/verify/', payload: { email: to, code }, remoteAddress: from.remoteAddress ?? '10.0.0.1', headers: headers(from) });
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('behind TRUST_PROXY', () => {
  it('the address is the one the trusted proxy appended: a rotated leftmost entry skips no cap', async () => {
    ({ app } = await server({ trustProxy: 1 }));
    // The proxy (10.0.0.1) appends the address it saw; the client wrote the rest.
    const from = (i: number) => ({ forwardedFor: `192.0.2.${i}, 203.0.113.7` });
    for (let i = 0; i < 20; i++) expect((await requestCode(from(i), `p${i}@example.com`)).statusCode).toBe(200);
    expect((await requestCode(from(20), 'p20@example.com')).statusCode).toBe(429);
    for (let i = 0; i < 30; i++) expect((await verify('123456', from(i), `v${i}@example.com`)).statusCode).toBe(400);
    const guessed = await verify('123456', from(31), 'v31@example.com');
    expect([guessed.statusCode, guessed.json()]).toEqual([429, { message: 'Too many wrong codes from your network. Wait a few minutes and try again.' }]);
    // Another client, through the same proxy, is not held back.
    expect((await requestCode({ forwardedFor: '203.0.113.8' }, 'q@example.com')).statusCode).toBe(200);
  });

  it('sign-ins are recorded with that address; two proxies are counted from the right', async () => {
    ({ app } = await server({ trustProxy: 2 }));
    const from = { forwardedFor: '192.0.2.66, 198.51.100.4, 10.1.1.1' };
    await requestCode(from);
    expect((await verify(await mailboxCode(app, email), from)).statusCode).toBe(200);
    expect((await signInsOf(app.ctx.db, (await findUserByEmail(app.ctx.db, email))!.user_id)).map((s) => s.ip)).toEqual(['198.51.100.4']);
  });

  it('without TRUST_PROXY the header is ignored: the socket is the client', async () => {
    ({ app } = await server());
    const from = { remoteAddress: '198.51.100.9', forwardedFor: '192.0.2.1, 203.0.113.7' };
    await requestCode(from);
    expect((await verify(await mailboxCode(app, email), from)).statusCode).toBe(200);
    expect((await signInsOf(app.ctx.db, (await findUserByEmail(app.ctx.db, email))!.user_id)).map((s) => s.ip)).toEqual(['198.51.100.9']);
  });
});

describe('a guesser and a griefer', () => {
  it('a guesser\'s wrong tries count per email across codes: a new code resets nothing, ten a day lock the guessing', async () => {
    let clock;
    ({ app, clock } = await server());
    // Each round from a fresh address, so that no per-address cap is what stops it.
    let tries = 0;
    for (let round = 0; tries < 10; round++) {
      const guesser = { remoteAddress: `203.0.113.${round + 1}` };
      expect((await requestCode(guesser)).statusCode).toBe(200);
      const code = await mailboxCode(app, email);
      for (let i = 0; i < 4 && tries < 10; i++, tries++) expect((await verify(wrong(code), guesser)).statusCode).toBe(400);
    }
    const guesser = { remoteAddress: '203.0.113.50' };
    expect((await requestCode(guesser)).statusCode).toBe(200);
    const locked = await verify(await mailboxCode(app, email), guesser);
    expect([locked.statusCode, locked.json()]).toEqual([429, { message: 'Too many wrong codes were tried for this email. Try again tomorrow, or from a network you signed in from before.' }]);
    // A day later the lock has passed.
    clock.advance(24 * 3_600_000 + 1);
    expect((await requestCode(guesser)).statusCode).toBe(200);
    expect((await verify(await mailboxCode(app, email), guesser)).statusCode).toBe(200);
  });

  it('the owner, from an address they signed in from, gets in while a griefer has spent every code request and wrong try', async () => {
    ({ app } = await server());
    const owner = { remoteAddress: '198.51.100.7' };
    await requestCode(owner);
    expect((await verify(await mailboxCode(app, email), owner)).statusCode).toBe(200);

    const griefer = (i: number) => ({ remoteAddress: `203.0.113.${i + 1}` });
    // Two codes' worth of wrong tries lock the guessing of this email from anywhere but the owner's addresses.
    for (let round = 0; round < 2; round++) {
      expect((await requestCode(griefer(round))).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await verify('123456', griefer(10 + i))).statusCode).toBe(400);
    }
    expect((await verify('123456', griefer(20))).statusCode).toBe(429);
    // And every code request left to that lane: the owner's first code, from an address not yet theirs, was one of the five.
    for (let i = 0; i < 2; i++) expect((await requestCode(griefer(30 + i))).statusCode).toBe(200);
    expect((await requestCode(griefer(40))).statusCode).toBe(429);

    expect((await requestCode(owner)).statusCode).toBe(200);
    const code = await mailboxCode(app, email);
    // The griefer's next request cannot replace the owner's code either.
    expect((await requestCode(griefer(12))).statusCode).toBe(429);
    expect((await verify(code, owner)).statusCode).toBe(200);
  });
});
