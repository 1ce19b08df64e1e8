import { describe, expect, it } from 'vitest';
import { dungeon, narrative, progress, start } from '../helpers/dungeon-fixtures';
import { homeItem } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

describe('startDungeon: a Timeline started, restarted or resumed', () => {
  it('startDungeon writes the crawl, its events and the active crawl, refreshes recents and answers the start', async () => {
    const { db, net, api, sync } = await signedIn();
    await db.dungeons.put(dungeon('d1'));
    const answer = start(progress('d1', [narrative(1), narrative(0)]), '/audio/gate.mp3');
    net.on('POST', '/dungeon/:id/', { status: 200, body: answer });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [homeItem('d1', { kind: 'dungeon', series_id: null, dungeon_id: 'd1' })] } });

    expect(await api.startDungeon('d1', { restart: true, artifacts: ['ar1'] })).toEqual({ ok: true, value: answer });
    await sync.refresh({ kind: 'recents' });

    expect(net.to('POST', '/dungeon/d1/')[0]?.body).toEqual({ restart: true, new_run: false, artifacts: ['ar1'] });
    expect(await db.dungeonProgress.get('d1')).toMatchObject({ current_room: 'The Gate', status: 'active' });
    expect((await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq')).map((e) => e.event.event_id)).toEqual(['e0', 'e1']);
    expect((await db.dungeons.get('d1'))?.has_active_crawl).toBe(true);
    expect((await db.recents.toArray()).map((r) => r.key)).toEqual(['dungeon:d1']);
  });

  it('startDungeon refuses more than 4 artifacts without calling the server', async () => {
    const { net, api } = await signedIn();
    expect(await api.startDungeon('d1', { restart: false, artifacts: ['a', 'b', 'c', 'd', 'e'] })).toEqual({
      ok: false,
      message: 'You can only select up to 4 artifacts.',
    });
    expect(net.requests).toHaveLength(0);
  });
});
