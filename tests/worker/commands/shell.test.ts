import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { harness, OFFLINE, signedIn } from '../helpers/harness';

describe('the shell’s online commands', () => {
  it('redeemCode sends the code exactly as typed and answers the server’s message; a refusal keeps its wording', async () => {
    const { api, net } = await signedIn();
    net.on('GET', '/user/', { status: 200, body: user({ subscription_active: true }) });
    net.on('POST', '/user/redeem-code/', { status: 200, body: { message: '24 Hours of Subscriber unlimited play activated!' } });
    expect(await api.redeemCode(' lanternlight ')).toEqual({ ok: true, value: { message: '24 Hours of Subscriber unlimited play activated!' } });
    expect(net.to('POST', '/user/redeem-code/')[0]?.body).toEqual({ code: ' lanternlight ' });
    net.on('POST', '/user/redeem-code/', { status: 400, body: { message: '5 days 4 hours until you can redeem another code' } });
    expect(await api.redeemCode('EMBERWEEK')).toMatchObject({ ok: false, message: '5 days 4 hours until you can redeem another code' });
    net.online = false;
    expect(await api.redeemCode('EMBERWEEK')).toEqual(OFFLINE);
  });

  it('useReferralCode answers the server’s message and refreshes the player', async () => {
    const { api, net, db } = await signedIn();
    net.on('PUT', '/auth/referral-code/:code/', { status: 200, body: { message: 'You have 7 days of Premium!' } });
    net.on('GET', '/user/', { status: 200, body: user({ subscription_active: true }) });
    expect(await api.useReferralCode('ABCD2345')).toEqual({ ok: true, value: { message: 'You have 7 days of Premium!' } });
    expect((await db.user.get('me'))?.subscription_active).toBe(true);
    expect(await api.useReferralCode('   ')).toMatchObject({ ok: false });
  });

  it('linkAccount sends the email and code, then the player row shows the link', async () => {
    const { api, net, db } = await signedIn();
    net.on('POST', '/auth/link-account/', { status: 200, body: { linked_accounts: ['email'] } });
    net.on('GET', '/user/', { status: 200, body: user({ linked_accounts: ['email'] }) });
    expect(await api.linkAccount(' Ada@Example.com ', '123456')).toEqual({ ok: true, value: undefined });
    expect(net.to('POST', '/auth/link-account/')[0]?.body).toEqual({ email: 'ada@example.com', code: '123456' });
    expect((await db.user.get('me'))?.linked_accounts).toEqual(['email']);
    net.on('POST', '/auth/link-account/', { status: 400, body: { message: 'That code is not right.' } });
    expect(await api.linkAccount('ada@example.com', '000000')).toMatchObject({ ok: false, message: 'That code is not right.' });
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
