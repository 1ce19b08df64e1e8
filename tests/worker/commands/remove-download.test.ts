import { describe, expect, it } from 'vitest';
import { dungeon } from '../helpers/dungeon-fixtures';
import { memory, setup } from '../helpers/download-fixtures';

describe("removeDownload: 'Remove download'", () => {
  it('remove lets go of its files, except those another download keeps', async () => {
    const { api, db, net, files } = await setup();
    memory(net);
    net.on('GET', '/dungeon/:id/', { status: 200, body: dungeon('d1', { image_url: '/api/media/art/s1.svg' }) });
    net.on('GET', '/dungeon/:id/loading/', { status: 200, body: { phrases: [], banner: null, ask_rating: false } });
    await api.download('series', 's1');
    await api.download('dungeon', 'd1');

    expect(await api.removeDownload('series:s1')).toEqual({ ok: true, value: undefined });
    expect(await db.downloads.get('series:s1')).toBeUndefined();
    expect([...files.kept.keys()]).toEqual(['/api/media/art/s1.svg']);
    expect(await db.downloads.get('dungeon:d1')).toMatchObject({ state: 'done', urls: ['/api/media/art/s1.svg'] });
  });
});
