import { describe, expect, it } from 'vitest';
import { homeItem, user } from '../helpers/fixtures';
import { harness } from '../helpers/harness';

describe('verifyCode: the emailed code signs in', () => {
  it('verifyCode stores the tokens and pulls the user, featured and recents', async () => {
    const { db, net, api } = harness();
    net.on('POST', '/auth/magic-code/verify/', { status: 200, body: { access_token: 'a', refresh_token: 'r' } });
    net.on('GET', '/user/', (req) => (req.headers.authorization === 'Bearer a' ? { status: 200, body: user() } : { status: 401 }));
    net.on('GET', '/homepage/featured/', { status: 200, body: { items: [homeItem('f')] } });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [homeItem('r')] } });

    expect(await api.verifyCode('wren@example.com', '123456')).toEqual({ ok: true, value: undefined });

    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: 'a', refresh_token: 'r' });
    expect(await db.user.get('me')).toEqual({ ...user(), id: 'me' });
    expect(await db.featured.count()).toBe(1);
    expect(await db.recents.count()).toBe(1);
  });

  it('verifyCode carries the referral code, utm fields and user agent it is given', async () => {
    const { api, net } = harness();
    net.on('POST', '/auth/magic-code/verify/', { status: 200, body: { access_token: 'a', refresh_token: 'r' } });
    net.on('GET', '/user/', { status: 200, body: user() });
    net.on('GET', '/homepage/featured/', { status: 200, body: { items: [] } });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });
    net.on('GET', '/historian-rank/', { status: 503 });
    const attribution = { referral_code_used: 'ABCD2345', utm_source: 'friend', utm_medium: 'link', utm_campaign: 'spring', utm_content: 'banner', user_agent: 'UA/1' };
    expect(await api.verifyCode('ada@example.com', '123456', attribution)).toEqual({ ok: true, value: undefined });
    expect(net.to('POST', '/auth/magic-code/verify/')[0]?.body).toEqual({ email: 'ada@example.com', code: '123456', ...attribution });
  });
});
