import { describe, expect, it } from 'vitest';
import { adventure, chapter } from '../helpers/fixtures';
import { harness, signIn } from '../helpers/harness';

describe('playSeries', () => {
  it('playSeries starts play and pulls the adventure', async () => {
    const { db, net, api } = harness();
    await signIn(db);
    net.on('POST', '/ac/series/:seriesId/play/', { status: 200, body: { adventure_id: 'a1', current_chapter: 1, audio_url: null } });
    net.on('GET', '/ac/:id/', { status: 200, body: adventure('a1', [chapter(1)]) });

    expect(await api.playSeries('s1')).toEqual({ ok: true, value: { adventure_id: 'a1', current_chapter: 1, audio_url: null } });
    expect(await db.chapters.count()).toBe(1);
  });

  it('playSeries offline answers that the network is needed', async () => {
    const { net, api } = harness();
    net.online = false;
    expect(await api.playSeries('s1')).toEqual({ ok: false, message: 'No connection. Try again when you are online.' });
  });
});
