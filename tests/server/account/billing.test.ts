import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { sameTwice, signIn } from './helpers';
import { activateSubscription } from '../../../server/account/passes';
import { caller, mailboxCode, player, server, type Caller, userIdOf, rawValue } from '../helpers';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

/** The link-account flow of in-play §4: a code by email, then link with it. */
async function link(me: Caller, email: string): Promise<void> {
  await me.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email, is_temp_user: true } });
  await me.call(api.linkAccount, {}, { email, code: await mailboxCode(app, email) });
}

describe('linked accounts', () => {
  it('link needs the emailed code; a wrong code is a 400; unlink removes it', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email: 'ada@example.com' } });
    const code = await mailboxCode(app, 'ada@example.com');
    const wrong = await me.inject({ method: 'POST', url: '/api/auth/link-account/', payload: { email: 'ada@example.com', code: code === '000000' ? '111111' : '000000' } });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: 'That code is not valid. Check it or send a new one.' }]);
    expect(await sameTwice(me, api.linkAccount, {}, { email: 'ada@example.com', code })).toEqual({ linked_accounts: ['email'] });
    expect((await me.call(api.getUser)).linked_accounts).toEqual(['email']);
    expect(await sameTwice(me, api.unlinkAccount, {}, { provider: 'email' })).toEqual({ linked_accounts: [] });
  });
});

describe('subscription checkout (local default)', () => {
  it('needs a linked account: a temporary player has none', async () => {
    ({ app } = await server());
    await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email: 'guest@example.com', is_temp_user: true } });
    const code = await mailboxCode(app, 'guest@example.com');
    const verified = await app.inject({ method: 'POST', url: '/api/auth/magic-code/verify/', payload: { email: 'guest@example.com', code, is_temp_user: true } });
    const me = caller(app, verified.json<{ access_token: string }>().access_token);
    expect((await me.call(api.getUser)).linked_accounts).toEqual([]);
    const res = await me.inject({ method: 'POST', url: '/api/auth/create-customer-session/' });
    expect([res.statusCode, res.json()]).toEqual([403, { message: 'Link your account before subscribing.' }]);
  });

  it('session → test page (email escaped) → complete → webhook → subscription_active', async () => {
    ({ app } = await server());
    const email = "o'neil+test@example.com";
    const me = await player(app, email, 'Oneil');
    await link(me, email);
    const { checkout_url } = (await sameTwice(me, api.createCustomerSession)) as { checkout_url: string };
    expect(checkout_url).toMatch(/^\/api\/billing\/test-checkout\?session=[0-9a-f-]{36}$/);

    const page = await app.inject({ method: 'GET', url: checkout_url });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Mythic plan — $9.99/month');
    expect(page.body).toContain('Review payment');
    expect(page.body).toContain('Cancel');
    expect(page.body).toContain('o&#39;neil+test@example.com');
    expect(page.body).not.toContain("o'neil");

    const session = new URL(checkout_url, 'http://x').searchParams.get('session')!;
    const form = (url: string, payload: string) =>
      app.inject({ method: 'POST', url: `/api/billing/test-checkout/${url}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    // Reviewing shows what will be paid; a post to complete without the confirmation charges nothing.
    const review = await form('confirm', `session=${session}`);
    expect(review.body).toContain('Confirm your payment');
    expect(review.body).toContain('Confirm and pay $9.99');
    const bare = await form('complete', `session=${session}`);
    expect([bare.statusCode, bare.body.includes('Confirm your payment')]).toEqual([200, true]);
    expect((await me.call(api.getUser)).subscription_active).toBe(false);
    const done = await form('complete', `session=${session}&confirm=yes`);
    expect([done.statusCode, done.headers.location]).toEqual([303, '/sanctum?subscription_success=true']);
    const user = await me.call(api.getUser);
    expect([user.subscription_active, user.subscription_paid]).toEqual([true, true]);
    expect((await me.call(api.avatars)).find((a) => a.avatar_id === 'mythic-patron')!.state).toBe('earned');
    // The session is spent: the page is gone and completing again changes nothing.
    expect((await app.inject({ method: 'GET', url: checkout_url })).statusCode).toBe(404);
  });

  it('cancel redirects back with redirected_from_stripe', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await link(me, 'ada@example.com');
    const session = new URL((await me.call(api.createCustomerSession)).checkout_url, 'http://x').searchParams.get('session')!;
    const res = await app.inject({ method: 'POST', url: '/api/billing/test-checkout/cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `session=${session}` });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/sanctum?redirected_from_stripe=true']);
    expect((await me.call(api.getUser)).subscription_active).toBe(false);
  });

  it('the webhook refuses an unsigned or forged event', async () => {
    ({ app } = await server());
    const body = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { session_id: 's', client_reference_id: 'u' } });
    const unsigned = await app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(400);
    const forged = await app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'x-billing-signature': `t=${Date.parse('2026-03-01T09:00:00Z')},v1=${'0'.repeat(64)}` }, payload: body });
    expect(forged.json()).toEqual({ message: 'The event signature is not valid.' });
  });

  it('with PAYMENT_CHECKOUT_URL the app goes to the provider with the email and user id', async () => {
    ({ app } = await server({ payments: { testMode: false, checkoutUrl: 'https://pay.example.com/c/mythic', webhookSecret: 'whsec_test' } }));
    const me = await player(app, 'ada@example.com');
    await link(me, 'ada@example.com');
    const { user_id } = await me.call(api.getUser);
    const { checkout_url } = await me.call(api.createCustomerSession);
    expect(checkout_url).toBe(`https://pay.example.com/c/mythic?prefilled_email=ada%40example.com&client_reference_id=${user_id}`);
  });
});

describe('google sign-in', () => {
  it('answers 501 when GOOGLE_CLIENT_ID is not configured', async () => {
    ({ app } = await server());
    const res = await app.inject({ method: 'POST', url: '/api/auth/google/', payload: { auth_token: 'x' } });
    expect([res.statusCode, res.json()]).toEqual([501, { message: 'Google sign-in is not configured on this server.' }]);
  });
});

describe('test purchases and ads', () => {
  it('records a purchase at its test price, once per key', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const bought = (await sameTwice(me, api.purchase, {}, { product: 'resurrection', context: { dungeon_id: 'chain-golden-horn' } })) as { amount_cents: number; status: string };
    expect([bought.status, bought.amount_cents]).toEqual(['completed', 199]);
    expect((await me.call(api.purchase, {}, { product: 'restart_room' })).amount_cents).toBe(99);
    expect((await rawValue(app.ctx.db, 'SELECT COUNT(*) FROM purchases'))).toBe(2);
    expect((await me.inject({ method: 'POST', url: '/api/purchases/', payload: { product: 'yacht' } })).statusCode).toBe(400);
  });

  it('an ad pays only after its seconds have passed, once', async () => {
    let clock;
    ({ app, clock } = await server());
    let me = await player(app, 'ada@example.com');
    const ad = (await sameTwice(me, api.watchAd)) as { ad_id: string; seconds: number };
    expect((await rawValue(app.ctx.db, 'SELECT COUNT(*) FROM ad_views'))).toBe(1);
    const early = await me.inject({ method: 'POST', url: `/api/ads/${ad.ad_id}/complete/` });
    expect([early.statusCode, early.json()]).toEqual([400, { message: 'Watch the whole ad to earn the reward.' }]);
    clock.advance(ad.seconds * 1000);
    me = await signIn(app, 'ada@example.com');
    const reward = (await sameTwice(me, api.completeAd, { adId: ad.ad_id })) as { unlimited_until: string };
    expect(reward.unlimited_until).toBe(new Date(clock.now() + 3_600_000).toISOString());
    expect((await me.inject({ method: 'POST', url: `/api/ads/${ad.ad_id}/complete/` })).json()).toEqual({ message: 'This ad was already rewarded.' });
    const bo = await player(app, 'bo@example.com');
    expect((await bo.inject({ method: 'POST', url: `/api/ads/${ad.ad_id}/complete/` })).statusCode).toBe(404);
  });

  it('a paying Mythic Historian is served no ad; free unlimited play still is', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.call(api.redeemCode, {}, { code: 'LANTERNLIGHT' });
    expect((await me.inject({ method: 'POST', url: '/api/ads/watch/' })).statusCode).toBe(200);
    await activateSubscription(app.ctx.db, await userIdOf(me), 'test', app.ctx.now());
    const refused = await me.inject({ method: 'POST', url: '/api/ads/watch/' });
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: 'Your Mythic plan is ad-free.' }]);
  });
});
