import { describe, expect, it } from 'vitest';
import { adventure, chapter, homeItem, seriesDetails } from '../helpers/fixtures';
import { type harness, signedIn } from '../helpers/harness';

/** A server where the player plays series s1's adventure a1. */
function memoryServer(net: ReturnType<typeof harness>['net'], progress: 'Not Started' | 'In Progress' = 'In Progress') {
  net.on('POST', '/ac/series/:seriesId/play/', { status: 200, body: { adventure_id: 'a1', current_chapter: 1, audio_url: null } });
  net.on('POST', '/ac/:id/', (req) => ({ status: 200, body: { adventure_id: 'a1', current_chapter: (req.body as { restart: boolean }).restart ? 1 : 2, audio_url: null } }));
  net.on('GET', '/ac/:id/', { status: 200, body: adventure('a1', [chapter(1)], { series_id: 's1' }) });
  net.on('GET', '/ac/series/:seriesId/details/', { status: 200, body: { ...seriesDetails('s1'), progress } });
  net.on('GET', '/homepage/featured/', { status: 200, body: { items: [homeItem('s1', { progress })] } });
  net.on('GET', '/homepage/recents/', { status: 200, body: { items: [homeItem('s1', { progress })] } });
}

describe('startAdventure: an adventure started, resumed or restarted', () => {
  it('opens one adventure where the player is, and pulls it with what the play changed', async () => {
    const { db, net, api } = await signedIn();
    memoryServer(net);

    expect(await api.startAdventure('a1', { restart: false })).toEqual({ ok: true, value: { adventure_id: 'a1', current_chapter: 2, audio_url: null } });
    expect(net.to('POST', '/ac/a1/')[0]?.body).toEqual({ restart: false });
    expect(await db.adventures.get('a1')).toBeTruthy();
    expect(net.to('GET', '/ac/series/s1/details/')).toHaveLength(1);
    expect(net.to('GET', '/homepage/featured/')).toHaveLength(1);
  });

  it('a restart clears the choices on the server and the device reads the adventure from chapter 1 again', async () => {
    const { db, net, api } = await signedIn();
    await db.chapters.bulkPut([
      { ...chapter(1, { choice_made: 'Run' }), adventure_id: 'a1', pending_choice: null },
      { ...chapter(2), adventure_id: 'a1', pending_choice: null },
    ]);
    memoryServer(net);

    expect(await api.startAdventure('a1', { restart: true })).toMatchObject({ ok: true, value: { current_chapter: 1 } });
    expect(net.to('POST', '/ac/a1/')[0]?.body).toEqual({ restart: true });
    expect(await db.chapters.toArray()).toEqual([{ ...chapter(1), adventure_id: 'a1', pending_choice: null }]);
  });

  it('a restart waits while a choice of the adventure is still to be sent', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.online = false;
    await api.chapterChoose({ adventure_id: 'a1', chapter: 1, choice: 'Run' });
    await outbox.idle();
    net.online = true;
    memoryServer(net);
    net.on('PUT', '/ac/:id/continue/', { status: 503, body: { message: 'Busy' } });

    expect(await api.startAdventure('a1', { restart: true })).toEqual({ ok: false, message: 'Your last choice is still waiting to be sent. Restart once it has been.' });
    expect(net.to('POST', '/ac/a1/')).toHaveLength(0);
  });

  it('offline says it needs a connection', async () => {
    const { net, api } = await signedIn();
    net.online = false;
    expect(await api.startAdventure('a1', { restart: false })).toEqual({ ok: false, message: 'You are offline. This needs a connection.' });
  });
});
