import { describe, expect, it } from 'vitest';
import { homeItem, user } from '../helpers/fixtures';
import { harness } from '../helpers/harness';

describe('googleSignIn: the ID token the provider sent back signs in', () => {
  it('googleSignIn sends the token with the attribution, stores the tokens and pulls the player', async () => {
    const { db, net, api } = harness();
    net.on('POST', '/auth/google/', { status: 200, body: { access_token: 'a', refresh_token: 'r' } });
    net.on('GET', '/user/', (req) => (req.headers.authorization === 'Bearer a' ? { status: 200, body: user() } : { status: 401 }));
    net.on('GET', '/homepage/featured/', { status: 200, body: { items: [homeItem('f')] } });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });

    expect(await api.googleSignIn('id.token.sig', { referral_code_used: 'ABCD2345', utm_source: 'friend' })).toEqual({ ok: true, value: undefined });

    expect(net.to('POST', '/auth/google/')[0]?.body).toMatchObject({ auth_token: 'id.token.sig', referral_code_used: 'ABCD2345', utm_data: { utm_source: 'friend' } });
    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: 'a', refresh_token: 'r' });
    expect(await db.user.get('me')).toEqual({ ...user(), id: 'me' });
  });

  it('googleSignIn as a guest links the guest signed in on this device, and a refused token is said', async () => {
    const { db, net, api } = harness();
    await db.session.put({ id: 'current', access_token: 'g', refresh_token: 'gr' });
    net.on('GET', '/user/', { status: 200, body: user({ user_id: 'guest-1', is_temp_user: true }) });
    net.on('POST', '/auth/google/', { status: 401, body: { detail: 'That Google sign-in could not be checked. Please try again.' } });

    const out = await api.googleSignIn('bad.token', {}, {});
    expect(out.ok).toBe(false);
    // The guest's own session stays: a refused link signs nobody out.
    expect(await db.session.get('current')).toMatchObject({ access_token: 'g' });
    expect(net.to('POST', '/auth/google/')[0]?.body).toMatchObject({ auth_token: 'bad.token', is_temp_user: true, temp_user_id: 'guest-1' });
  });
});
