import { afterEach, describe, expect, it, vi } from 'vitest';
import { adventure, chapter, comment, homeItem, seriesDetails, user } from './helpers/fixtures';
import { harness, signIn } from './helpers/harness';

afterEach(() => {
  vi.restoreAllMocks();
});

async function signedIn() {
  const h = harness();
  await signIn(h.db);
  return h;
}

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

  it('nothing is written half: a malformed adventure leaves every chapter as it was', async () => {
    const { db, net, api } = await signedIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    net.on('GET', '/ac/:id/', { status: 200, body: adventure('a1', [chapter(1)]) });
    await api.refresh({ kind: 'adventure', id: 'a1' });

    const broken = adventure('a1', [chapter(1, { title: 'Changed' }), { ...chapter(2), blocks: 'oops' } as never]);
    net.on('GET', '/ac/:id/', { status: 200, body: broken });
    await api.refresh({ kind: 'adventure', id: 'a1' });

    expect((await db.chapters.toArray()).map((c) => c.title)).toEqual([chapter(1).title]);
    expect((await db.syncState.get('adventure:a1'))?.error).toBeTruthy();
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
    const init = { version: '1.0.0', show_community_creations_creator_tab: true, google_sign_in: false };
    net.on('GET', '/auth/init/', { status: 200, body: init });
    net.on('GET', '/ac/series/:seriesId/details/', { status: 200, body: seriesDetails('s1') });
    await api.refresh({ kind: 'init' });
    await api.refresh({ kind: 'series', id: 's1' });
    expect(await db.settings.get('init')).toEqual({ key: 'init', value: init });
    expect(await db.series.get('s1')).toEqual(seriesDetails('s1'));
  });

  it('keeps chapter text word for word and a pending choice the server does not reflect yet', async () => {
    const { db, net, api } = await signedIn();
    await db.chapters.put({ ...chapter(2), adventure_id: 'a1', pending_choice: { outbox_id: 'o1', text: 'Duck' } });
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: { outbox_id: 'o0', text: 'Old' } });
    const served = adventure('a1', [chapter(1, { choice_made: 'Old' }), chapter(2)]);
    net.on('GET', '/ac/:id/', { status: 200, body: served });

    await api.refresh({ kind: 'adventure', id: 'a1' });

    const { chapters: _chapters, ...row } = served;
    expect(await db.adventures.get('a1')).toEqual(row);
    const [one, two] = await db.chapters.where('adventure_id').equals('a1').sortBy('chapter_number');
    expect(one).toEqual({ ...chapter(1, { choice_made: 'Old' }), adventure_id: 'a1', pending_choice: null });
    expect(two?.blocks).toEqual(chapter(2).blocks);
    expect(two?.pending_choice).toEqual({ outbox_id: 'o1', text: 'Duck' });
  });

  it("replaces a saga's server comments but keeps the player's pending ones", async () => {
    const { db, net, api } = await signedIn();
    await db.comments.bulkPut([
      { ...comment('old'), pending: false, outbox_id: null },
      { ...comment('local:1'), pending: true, outbox_id: 'o1' },
      { ...comment('other', { saga_id: 'saga2' }), pending: false, outbox_id: null },
    ]);
    net.on('GET', '/sagas/:sagaId/comments/', { status: 200, body: { comments: [comment('new')], count: 7 } });

    await api.refresh({ kind: 'comments', sagaId: 'saga1' });

    expect((await db.comments.orderBy('comment_id').toArray()).map((c) => c.comment_id)).toEqual(['local:1', 'new', 'other']);
    expect(await db.sagas.get('saga1')).toEqual({ saga_id: 'saga1', comment_count: 7 });
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
