import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { OFFLINE, signedIn } from '../helpers/harness';

const UNTIL = '2025-01-02T00:00:00.000Z';

describe('claimBonus: a subscribe/continue option done, 24 hours of unlimited play', () => {
  it("sends the task, answers the server's message and reads the player again", async () => {
    const { db, net, api } = await signedIn();
    net.on('POST', '/user/claim-bonus/', { status: 200, body: { message: 'Unlimited play for 24 hours!', unlimited_until: UNTIL } });
    net.on('GET', '/user/', { status: 200, body: user({ username: 'Wren the Unlimited' }) });

    expect(await api.claimBonus('link_account')).toEqual({ ok: true, value: { message: 'Unlimited play for 24 hours!' } });
    expect(net.to('POST', '/user/claim-bonus/')[0]?.body).toEqual({ task: 'link_account' });
    expect((await db.user.get('me'))?.username).toBe('Wren the Unlimited');
  });

  it("a task already claimed answers the server's words; a task it does not know is refused before any call; offline it needs a connection", async () => {
    const { net, api } = await signedIn();
    net.on('POST', '/user/claim-bonus/', { status: 409, body: { message: 'You have already claimed this bonus.' } });
    expect(await api.claimBonus('post_comment')).toMatchObject({ ok: false, message: 'You have already claimed this bonus.' });
    expect(await api.claimBonus('dance' as never)).toMatchObject({ ok: false });
    expect(net.to('POST', '/user/claim-bonus/')).toHaveLength(1);
    net.online = false;
    expect(await api.claimBonus('post_comment')).toEqual(OFFLINE);
  });
});
