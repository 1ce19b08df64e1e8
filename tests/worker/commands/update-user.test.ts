import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { harness, signIn } from '../helpers/harness';

describe('updateUser: the username, the referral source, the onboarding stage', () => {
  it('updateUser writes the user row on success and answers the server message on a refusal', async () => {
    const { db, net, api } = harness();
    await signIn(db);
    net.on('PUT', '/user/', { status: 200, body: user({ username: 'Ash' }) });
    expect(await api.updateUser({ username: 'Ash' })).toEqual({ ok: true, value: user({ username: 'Ash' }) });
    expect((await db.user.get('me'))?.username).toBe('Ash');

    net.on('PUT', '/user/', { status: 409, body: { message: 'That username is taken' } });
    expect(await api.updateUser({ username: 'Taken' })).toEqual({ ok: false, message: 'That username is taken', status: 409 });
    expect((await db.user.get('me'))?.username).toBe('Ash');
  });

  it('updateUser refuses an invalid username before calling the server', async () => {
    const { net, api } = harness();
    const result = await api.updateUser({ username: 'x'.repeat(25) });
    expect(result).toEqual({ ok: false, message: 'At most 24 characters' });
    expect(net.requests).toHaveLength(0);
  });
});
