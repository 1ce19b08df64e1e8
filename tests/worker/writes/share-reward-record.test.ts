import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { user } from '../helpers/fixtures';

describe('shareRewardRecord: a share reward', () => {
  it('is sent once; what it earned becomes a notice, and the player is pulled again', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;
    await api.shareRewardRecord({ avatar_name: 'Share Facebook' });
    await outbox.idle();
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'shareRewardRecord', scope: 'share', label: 'Share reward: Facebook' }]);

    net.on('POST', '/avatars/award/', { status: 200, body: { detail: 'You earned the Herald avatar!' } });
    net.on('GET', '/user/', { status: 200, body: user() });
    net.on('GET', '/avatars/', { status: 200, body: [] });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.to('POST', '/avatars/award/')).toHaveLength(1);
    expect(await db.notices.toArray()).toMatchObject([{ text: 'You earned the Herald avatar!', tone: 'success' }]);
    expect(net.to('GET', '/avatars/').length).toBeGreaterThan(0);
  });

  it('nothing new earned leaves no notice; a notice goes once dismissed', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.on('POST', '/avatars/award/', { status: 200, body: {} });
    await api.shareRewardRecord({ avatar_name: 'Share Reddit' });
    await outbox.idle();
    expect(await db.notices.count()).toBe(0);

    const id = await db.notices.add({ text: 'Hello', tone: 'success', created_at: 1 });
    await api.noticeDismiss(id as number);
    expect(await db.notices.count()).toBe(0);
  });

  it('refuses a platform the server does not reward', async () => {
    const { api } = await signedIn();
    // @ts-expect-error only Facebook and Reddit shares are rewarded
    const result = await api.shareRewardRecord({ avatar_name: 'Share Instagram' });
    expect(result.ok).toBe(false);
  });
});
