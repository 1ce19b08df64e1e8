import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, PLANS } from '../../../src/contract';
import { signEvent } from '../../../server/account/checkout';
import { DAY_MS, HOUR_MS } from '../../../server/account/passes';
import { renewTestSubscriptions } from '../../../server/account/subscription';
import { signIn } from './helpers';
import { type Caller, type Clock, mailboxCode, player, server, rawValue } from '../helpers';

let app: FastifyInstance;
let clock: Clock;
afterEach(async () => {
  await app?.close();
});

const form = (url: string, payload: string) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

/** A linked player who paid through the test checkout, as the app's 'Subscribe Now' does. */
async function subscriber(email: string): Promise<Caller> {
  const me = await player(app, email);
  await me.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email, is_temp_user: true } });
  await me.call(api.linkAccount, {}, { email, code: await mailboxCode(app, email) });
  const session = new URL((await me.call(api.createCustomerSession)).checkout_url, 'http://x').searchParams.get('session')!;
  await form('/api/billing/test-checkout/complete', `session=${session}&confirm=yes`);
  return me;
}

const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;

describe('the paid plan, seen and managed (test mode)', () => {
  it('a subscriber sees the plan renewing; the portal cancels it at the period end, then it ends', async () => {
    ({ app, clock } = await server());
    const paidAt = clock.now();
    const me = await subscriber('ada@example.com');
    const periodEnd = new Date(paidAt + PLANS.mythic.period.hours * HOUR_MS).toISOString();
    expect((await me.call(api.getUser)).subscription).toEqual({ plan: 'mythic', status: 'active', period_end: periodEnd, provider: 'test' });

    const { portal_url } = await me.call(api.billingPortal);
    expect(portal_url).toMatch(/^\/api\/billing\/test-portal\?session=[0-9a-f-]{36}$/);
    const page = await app.inject({ method: 'GET', url: portal_url });
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('$9.99 every 30 days');
    expect(page.body).toContain('Renews on');
    expect(page.body).toContain('March 31, 2026');

    // Cancelling asks first; the confirmation cancels.
    const bare = await form('/api/billing/test-portal/cancel', `session=${sessionOf(portal_url)}`);
    expect(bare.body).toContain('Cancel your subscription?');
    expect((await me.call(api.getUser)).subscription?.status).toBe('active');
    const cancelled = await form('/api/billing/test-portal/cancel', `session=${sessionOf(portal_url)}&confirm=yes`);
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([303, portal_url]);
    expect((await app.inject({ method: 'GET', url: portal_url })).body).toContain('Ends on');
    expect((await me.call(api.getUser)).subscription).toEqual({ plan: 'mythic', status: 'ending', period_end: periodEnd, provider: 'test' });

    // Every day paid stays; the renewals pass it by; at its end the plan ends.
    clock.advance(29 * DAY_MS + 23 * HOUR_MS);
    expect(await renewTestSubscriptions(app.ctx.db, clock.now())).toBe(0);
    // Access tokens live 15 minutes: a moved clock signs in again.
    const lastHour = await (await signIn(app, 'ada@example.com')).call(api.getUser);
    expect([lastHour.subscription_active, lastHour.subscription_paid, lastHour.subscription?.status]).toEqual([true, true, 'ending']);
    clock.advance(HOUR_MS);
    const ended = await (await signIn(app, 'ada@example.com')).call(api.getUser);
    expect([ended.subscription_active, ended.subscription_paid, ended.subscription]).toEqual([false, false, null]);
    expect((await app.inject({ method: 'GET', url: portal_url })).statusCode).toBe(404);
  });

  it('resumed before its end, the plan renews at the end of the period paid', async () => {
    ({ app, clock } = await server());
    const paidAt = clock.now();
    const me = await subscriber('ada@example.com');
    const { portal_url } = await me.call(api.billingPortal);
    await form('/api/billing/test-portal/cancel', `session=${sessionOf(portal_url)}&confirm=yes`);
    clock.advance(10 * DAY_MS);
    const again = await signIn(app, 'ada@example.com');
    // A portal link lasts an hour: the app asks for a new one each time.
    expect((await app.inject({ method: 'GET', url: portal_url })).statusCode).toBe(404);
    const fresh = (await again.call(api.billingPortal)).portal_url;
    expect((await app.inject({ method: 'GET', url: fresh })).body).toContain('Resume subscription');
    const resumed = await form('/api/billing/test-portal/resume', `session=${sessionOf(fresh)}`);
    expect(resumed.statusCode).toBe(303);
    expect((await again.call(api.getUser)).subscription?.status).toBe('active');

    clock.advance(20 * DAY_MS - HOUR_MS);
    expect(await renewTestSubscriptions(app.ctx.db, clock.now())).toBe(1);
    clock.advance(2 * HOUR_MS);
    const renewed = await (await signIn(app, 'ada@example.com')).call(api.getUser);
    expect(renewed.subscription).toEqual({ plan: 'mythic', status: 'active', period_end: new Date(paidAt + 60 * DAY_MS).toISOString(), provider: 'test' });
    expect(renewed.subscription_active).toBe(true);
  });

  it('the portal is the owner\'s: no plan, no portal; an expired link opens nothing', async () => {
    ({ app, clock } = await server());
    const free = await player(app, 'bo@example.com');
    const none = await free.inject({ method: 'POST', url: '/api/user/subscription/portal/' });
    expect([none.statusCode, none.json()]).toEqual([404, { message: 'You have no subscription to manage.' }]);
    expect((await free.call(api.getUser)).subscription).toBeNull();

    const me = await subscriber('ada@example.com');
    const { portal_url } = await me.call(api.billingPortal);
    clock.advance(HOUR_MS + 1);
    expect((await app.inject({ method: 'GET', url: portal_url })).statusCode).toBe(404);
    const late = await form('/api/billing/test-portal/cancel', `session=${sessionOf(portal_url)}&confirm=yes`);
    expect(late.statusCode).toBe(404);
    expect((await (await signIn(app, 'ada@example.com')).call(api.getUser)).subscription?.status).toBe('active');
  });
});

describe('with a payment provider', () => {
  const provider = { testMode: false, checkoutUrl: 'https://pay.example.com/c', webhookSecret: 'whsec_p', portalUrl: 'https://pay.example.com/p/login' };

  it('the portal is the provider\'s, and its signed events cancel, resume and renew the plan', async () => {
    ({ app, clock } = await server({ payments: provider }));
    const me = await player(app, 'ada@example.com');
    await me.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email: 'ada@example.com', is_temp_user: true } });
    await me.call(api.linkAccount, {}, { email: 'ada@example.com', code: await mailboxCode(app, 'ada@example.com') });
    const userId = (await me.call(api.getUser)).user_id;
    const checkout = new URL((await me.call(api.createCustomerSession)).checkout_url);
    const sessionId = (await rawValue(app.ctx.db, 'SELECT session_id FROM checkout_sessions WHERE user_id = ?', userId)) as string;
    expect(checkout.searchParams.get('client_reference_id')).toBe(userId);

    let n = 0;
    const send = async (type: string, data: object) => {
      const body = JSON.stringify({ id: `evt_${++n}`, type, data });
      const res = await app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'x-billing-signature': signEvent(provider.webhookSecret, clock.now(), body) }, payload: body });
      expect(res.statusCode).toBe(200);
    };
    await send('checkout.session.completed', { session_id: sessionId, client_reference_id: userId });
    expect((await me.call(api.getUser)).subscription).toMatchObject({ status: 'active', provider: 'provider' });
    expect((await me.call(api.billingPortal)).portal_url).toBe('https://pay.example.com/p/login?prefilled_email=ada%40example.com');
    expect((await app.inject({ method: 'GET', url: '/api/billing/test-portal?session=x' })).statusCode).toBe(404);

    // A plan the provider renews must be cancelled there before the account can go.
    const paying = await me.inject({ method: 'POST', url: '/api/user/delete-account/', payload: { confirm: 'DELETE' } });
    expect([paying.statusCode, paying.json()]).toEqual([409, { message: 'Cancel your subscription first (Manage or cancel subscription), so it is not charged again.' }]);
    await send('subscription.updated', { client_reference_id: userId, cancel_at_period_end: true });
    expect((await me.call(api.getUser)).subscription?.status).toBe('ending');
    await send('subscription.updated', { client_reference_id: userId, cancel_at_period_end: false });
    const before = (await me.call(api.getUser)).subscription!.period_end;
    // A provider renews by its event, never by itself.
    expect(await renewTestSubscriptions(app.ctx.db, clock.now() + 40 * DAY_MS)).toBe(0);
    await send('subscription.renewed', { client_reference_id: userId });
    expect(Date.parse((await me.call(api.getUser)).subscription!.period_end) - Date.parse(before)).toBe(30 * DAY_MS);
  });
});
