import { describe, expect, it } from 'vitest';
import { adventure, chapter, homeItem, seriesDetails } from '../helpers/fixtures';
import { harness, signIn } from '../helpers/harness';

/** A server where the player plays series s1's adventure a1. */
function memoryServer(net: ReturnType<typeof harness>['net'], progress: 'Not Started' | 'In Progress' = 'In Progress') {
  net.on('POST', '/ac/series/:seriesId/play/', { status: 200, body: { adventure_id: 'a1', current_chapter: 1, audio_url: null } });
  net.on('POST', '/ac/:id/', (req) => ({ status: 200, body: { adventure_id: 'a1', current_chapter: (req.body as { restart: boolean }).restart ? 1 : 2, audio_url: null } }));
  net.on('GET', '/ac/:id/', { status: 200, body: adventure('a1', [chapter(1)], { series_id: 's1' }) });
  net.on('GET', '/ac/series/:seriesId/details/', { status: 200, body: { ...seriesDetails('s1'), progress } });
  net.on('GET', '/homepage/featured/', { status: 200, body: { items: [homeItem('s1', { progress })] } });
  net.on('GET', '/homepage/recents/', { status: 200, body: { items: [homeItem('s1', { progress })] } });
}

describe("playSeries: 'Play' on a Memory", () => {
  it('starts play, pulls the adventure, and refreshes the series and home lists at once', async () => {
    const { db, net, api, clock } = harness();
    await signIn(db);
    // Pulled a moment ago as 'Not Started': still fresh, so nothing but the play itself would bring it up to date.
    await db.series.put({ ...seriesDetails('s1'), progress: 'Not Started' });
    await db.syncState.put({ resource: 'series:s1', fetchedAt: clock.now(), etag: null, error: null });
    memoryServer(net);

    expect(await api.playSeries('s1')).toEqual({ ok: true, value: { adventure_id: 'a1', current_chapter: 1, audio_url: null } });
    expect(await db.chapters.count()).toBe(1);
    expect((await db.series.get('s1'))?.progress).toBe('In Progress');
    expect((await db.featured.toArray()).map((f) => f.progress)).toEqual(['In Progress']);
    expect(net.to('GET', '/homepage/recents/')).toHaveLength(1);
  });

  it('offline answers that the network is needed', async () => {
    const { net, api } = harness();
    net.online = false;
    expect(await api.playSeries('s1')).toEqual({ ok: false, message: 'No connection. Try again when you are online.' });
  });
});
