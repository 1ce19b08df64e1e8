import { describe, expect, it } from 'vitest';
import { creator } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

describe('creatorFollow and creatorUnfollow: following a creator', () => {
  it('a follow made offline shows at once, is sent once when the network returns, and the server’s count replaces the guess', async () => {
    const { db, api, net, outbox } = await signedIn();
    await db.creators.put({ ...creator('lantern-guild'), pending_outbox_id: null });
    net.online = false;
    await api.creatorFollow({ name: 'lantern-guild' });
    await outbox.idle();
    expect(await db.creators.get('lantern-guild')).toMatchObject({ is_following: true, follower_count: 4 });

    net.on('POST', '/creators/:name/follow/', { status: 200, body: creator('lantern-guild', { is_following: true, follower_count: 10 }) });
    net.on('GET', '/following/feed/', { status: 200, body: { items: [] } });
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();
    expect(net.to('POST', '/creators/lantern-guild/follow/')).toHaveLength(1);
    expect(await db.creators.get('lantern-guild')).toMatchObject({ is_following: true, follower_count: 10, pending_outbox_id: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a follow then an unfollow while offline reach the server in that order', async () => {
    const { db, api, net, outbox } = await signedIn();
    await db.creators.put({ ...creator('vellum-house'), pending_outbox_id: null });
    net.online = false;
    await api.creatorFollow({ name: 'vellum-house' });
    await api.creatorUnfollow({ name: 'vellum-house' });
    await outbox.idle();
    expect(await db.creators.get('vellum-house')).toMatchObject({ is_following: false, follower_count: 3 });

    net.on('POST', '/creators/:name/follow/', { status: 200, body: creator('vellum-house', { is_following: true, follower_count: 4 }) });
    net.on('POST', '/creators/:name/unfollow/', { status: 200, body: creator('vellum-house', { is_following: false, follower_count: 3 }) });
    net.on('GET', '/following/feed/', { status: 200, body: { items: [] } });
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();
    expect(net.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/creators/vellum-house/follow/', '/creators/vellum-house/unfollow/']);
    expect(await db.creators.get('vellum-house')).toMatchObject({ is_following: false, pending_outbox_id: null });
  });

  it('discarding a refused follow puts the creator back as it was', async () => {
    const { db, api, net, outbox } = await signedIn();
    const before = { ...creator('lantern-guild'), pending_outbox_id: null };
    await db.creators.put(before);
    net.on('POST', '/creators/:name/follow/', { status: 404, body: { message: 'There is no creator by that name.' } });
    await api.creatorFollow({ name: 'lantern-guild' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', lastError: 'There is no creator by that name.' });
    await api.discardWrite(row!.id);
    expect(await db.creators.get('lantern-guild')).toEqual(before);
  });
});
