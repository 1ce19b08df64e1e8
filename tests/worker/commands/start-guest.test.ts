import { describe, expect, it } from 'vitest';
import { homeItem, user } from '../helpers/fixtures';
import { harness, OFFLINE } from '../helpers/harness';

const GUEST = user({ email: 'x@guest.chronicle.invalid', username: null, is_temp_user: true, linked_accounts: [] });

describe("startGuest: 'Start Playing', a temporary player at once", () => {
  it("startGuest stores the guest's tokens and pulls the player, with no email asked", async () => {
    const { db, net, api } = harness();
    net.on('POST', '/auth/temp-user/', { status: 200, body: { access_token: 'g', refresh_token: 'gr' } });
    net.on('GET', '/user/', (req) => (req.headers.authorization === 'Bearer g' ? { status: 200, body: GUEST } : { status: 401 }));
    net.on('GET', '/homepage/featured/', { status: 200, body: { items: [homeItem('f')] } });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });

    expect(await api.startGuest({ referral_code_used: 'ABCD2345', user_agent: 'test' })).toEqual({ ok: true, value: undefined });
    expect(net.to('POST', '/auth/temp-user/')[0]?.body).toEqual({ referral_code_used: 'ABCD2345', user_agent: 'test' });
    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: 'g', refresh_token: 'gr' });
    expect((await db.user.get('me'))?.is_temp_user).toBe(true);
  });

  it('startGuest offline says it needs a connection and keeps no session', async () => {
    const { db, net, api } = harness();
    net.online = false;
    expect(await api.startGuest({})).toEqual(OFFLINE);
    expect(await db.session.count()).toBe(0);
  });
});
