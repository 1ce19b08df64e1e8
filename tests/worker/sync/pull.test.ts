import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeItem, seriesDetails, user } from '../helpers/fixtures';
import { harness, signedIn } from '../helpers/harness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pulls', () => {
  it('sends the stored ETag as If-None-Match and a 304 keeps the data, touching only fetchedAt', async () => {
    const { db, net, api, clock } = await signedIn();
    let etagSeen: string | undefined;
    net.on('GET', '/homepage/featured/', (req) => {
      etagSeen = req.headers['if-none-match'];
      return etagSeen === '"v1"' ? { status: 304 } : { status: 200, body: { items: [homeItem('s1')] }, headers: { ETag: '"v1"' } };
    });

    await api.refresh({ kind: 'featured' });
    const first = await db.syncState.get('featured');
    expect(first).toMatchObject({ etag: '"v1"', error: null });

    clock.tick(60_000);
    expect(await api.refresh({ kind: 'featured' })).toEqual({ ok: true, value: undefined });

    expect(etagSeen).toBe('"v1"');
    expect(await db.featured.toArray()).toEqual([{ ...homeItem('s1'), key: 'series:s1', position: 0 }]);
    expect(await db.syncState.get('featured')).toEqual({ resource: 'featured', etag: '"v1"', fetchedAt: clock.now(), error: null });
  });

  it('a malformed response keeps the last good data and logs an error naming the resource', async () => {
    const { db, net, api } = await signedIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    net.on('GET', '/user/', { status: 200, body: user() });
    await api.refresh({ kind: 'user' });

    net.on('GET', '/user/', { status: 200, body: { ...user(), email: 42 } });
    const result = await api.refresh({ kind: 'user' });

    expect(result.ok).toBe(false);
    expect(await db.user.get('me')).toEqual({ ...user(), id: 'me' });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/user.*email/);
  });

  it('replaces the recents list whole, in the server order', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [homeItem('a'), homeItem('b'), homeItem('c')] } });
    await api.refresh({ kind: 'recents' });
    net.on('GET', '/homepage/recents/', {
      status: 200,
      body: { items: [homeItem('c'), homeItem('d', { kind: 'dungeon', series_id: null, dungeon_id: 'd' })] },
    });
    await api.refresh({ kind: 'recents' });

    const rows = await db.recents.orderBy('position').toArray();
    expect(rows.map((r) => [r.key, r.position])).toEqual([
      ['series:c', 0],
      ['dungeon:d', 1],
    ]);
  });

  it('writes init settings and series details', async () => {
    const { db, net, api } = await signedIn();
    const init = { version: '1.0.0', show_community_creations_creator_tab: true, google_sign_in: false, app_links: { app_store: 'https://apps.example/chronicle', google_play: 'https://play.example/chronicle' } };
    net.on('GET', '/auth/init/', { status: 200, body: init });
    net.on('GET', '/ac/series/:seriesId/details/', { status: 200, body: seriesDetails('s1') });
    await api.refresh({ kind: 'init' });
    await api.refresh({ kind: 'series', id: 's1' });
    expect(await db.settings.get('init')).toEqual({ key: 'init', value: init });
    expect(await db.series.get('s1')).toEqual(seriesDetails('s1'));
  });

  it('ensure fetches when missing or stale and not while fresh', async () => {
    const { net, api, clock } = await signedIn();
    net.on('GET', '/user/', { status: 200, body: user() });

    await api.ensure({ kind: 'user' });
    await api.ensure({ kind: 'user' });
    expect(net.to('GET', '/user/')).toHaveLength(1);

    clock.tick(6 * 60_000);
    await api.ensure({ kind: 'user' });
    expect(net.to('GET', '/user/')).toHaveLength(2);
  });

  it('a failed pull answers why and keeps the data', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/ac/series/:seriesId/details/', { status: 200, body: seriesDetails('s1') });
    await api.refresh({ kind: 'series', id: 's1' });
    net.online = false;

    expect(await api.refresh({ kind: 'series', id: 's1' })).toEqual({ ok: false, message: 'No connection. Try again when you are online.' });
    expect(await db.series.get('s1')).toEqual(seriesDetails('s1'));

    net.online = true;
    net.on('GET', '/ac/series/:seriesId/details/', { status: 404, body: { message: 'No such series' } });
    expect(await api.refresh({ kind: 'series', id: 's1' })).toEqual({ ok: false, message: 'No such series', status: 404 });
  });

  it('start pulls init, and the player basics when signed in', async () => {
    const signedOut = harness();
    await signedOut.api.start();
    expect(signedOut.net.requests.map((r) => r.path)).toEqual(['/auth/init/']);

    const { net, api, outbox } = await signedIn();
    await api.start();
    await outbox.idle();
    expect(net.requests.map((r) => r.path).sort()).toEqual(['/auth/init/', '/homepage/featured/', '/homepage/recents/', '/user/']);
  });
});
