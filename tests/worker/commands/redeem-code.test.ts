import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { OFFLINE, signedIn } from '../helpers/harness';

describe('redeemCode: a free-play code', () => {
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
});
