import { describe, expect, it } from 'vitest';
import { creator } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

const hit = (id: string) => ({ id, name: `Name ${id}`, description: 'About it', image_url: `/api/media/art/${id}.svg` });

describe('discovery pulls', () => {
  it('a creator page keeps its content beside the summary; the list pull keeps the page', async () => {
    const { db, api, net } = await signedIn();
    net.on('GET', '/creators/:name/', { status: 200, body: { ...creator('lantern-guild'), bio: 'Lamps.', series_ids: ['s1'], dungeon_ids: [], series: [hit('s1')], dungeons: [], sagas: [hit('saga-s1')] } });
    net.on('GET', '/creators/', { status: 200, body: [creator('lantern-guild', { follower_count: 9 }), creator('vellum-house')] });
    expect(await api.refresh({ kind: 'creator', id: 'lantern-guild' })).toEqual({ ok: true, value: undefined });
    await api.refresh({ kind: 'creators' });
    expect(await db.creators.get('lantern-guild')).toMatchObject({ follower_count: 9, page: { bio: 'Lamps.', series: [hit('s1')], sagas: [hit('saga-s1')] } });
    expect((await db.creators.toArray()).map((c) => c.page_name)).toEqual(['lantern-guild', 'vellum-house']);
  });

  it('a search answer is kept under its normalised query, so the same search answers offline', async () => {
    const { db, api, net } = await signedIn();
    net.on('GET', '/search/', { status: 200, body: { series: [hit('s1')], dungeons: [], sagas: [], creators: [creator('lantern-guild')] } });
    await api.refresh({ kind: 'search', id: '  Glass ' });
    expect(net.to('GET', '/search/')[0]?.query.get('q')).toBe('glass');
    expect((await db.documents.get('search:glass'))?.value).toMatchObject({ series: [hit('s1')] });
    expect(await db.creators.get('lantern-guild')).toBeTruthy();
  });

  it('the following pull marks unfollowed creators, except one whose follow still waits', async () => {
    const { db, api, net } = await signedIn();
    await db.creators.bulkPut([
      { ...creator('a', { is_following: true }), pending_outbox_id: null },
      { ...creator('b', { is_following: true }), pending_outbox_id: 'o1' },
    ]);
    net.on('GET', '/following/', { status: 200, body: [] });
    await api.refresh({ kind: 'following' });
    expect((await db.creators.toArray()).map((c) => [c.page_name, c.is_following])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
});
