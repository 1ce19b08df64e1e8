import { describe, expect, it } from 'vitest';
import { OFFLINE, signedIn } from '../helpers/harness';

describe("watchAd: 'Watch Ad to Continue for Free' begun", () => {
  it('answers the ad to play and how long it must play', async () => {
    const { net, api } = await signedIn();
    net.on('POST', '/ads/watch/', { status: 200, body: { ad_id: 'ad7', seconds: 15 } });
    expect(await api.watchAd()).toEqual({ ok: true, value: { adId: 'ad7', seconds: 15 } });
    expect(net.to('POST', '/ads/watch/')).toHaveLength(1);
  });

  it("a refusal answers the server's words; offline it needs a connection", async () => {
    const { net, api } = await signedIn();
    net.on('POST', '/ads/watch/', { status: 429, body: { message: 'No more ads today.' } });
    expect(await api.watchAd()).toMatchObject({ ok: false, message: 'No more ads today.' });
    net.online = false;
    expect(await api.watchAd()).toEqual(OFFLINE);
  });
});
