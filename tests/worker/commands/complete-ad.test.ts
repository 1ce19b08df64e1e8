import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { OFFLINE, signedIn } from '../helpers/harness';

describe('completeAd: the ad played to its end', () => {
  it("tells the server which ad ended, answers its message and reads the player again", async () => {
    const { db, net, api } = await signedIn();
    net.on('POST', '/ads/:adId/complete/', { status: 200, body: { message: 'You may continue.', unlimited_until: '2025-01-02T00:00:00.000Z' } });
    net.on('GET', '/user/', { status: 200, body: user({ username: 'Wren Again' }) });

    expect(await api.completeAd('ad7')).toEqual({ ok: true, value: { message: 'You may continue.' } });
    expect(net.to('POST', '/ads/ad7/complete/')).toHaveLength(1);
    expect((await db.user.get('me'))?.username).toBe('Wren Again');
  });

  it("an ad cut short answers the server's words and reads nothing; offline it needs a connection", async () => {
    const { net, api } = await signedIn();
    net.on('POST', '/ads/:adId/complete/', { status: 400, body: { message: 'The ad did not play to its end.' } });
    expect(await api.completeAd('ad7')).toMatchObject({ ok: false, message: 'The ad did not play to its end.' });
    expect(net.to('GET', '/user/')).toHaveLength(0);
    net.online = false;
    expect(await api.completeAd('ad7')).toEqual(OFFLINE);
  });
});
