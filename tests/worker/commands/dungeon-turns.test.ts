import { describe, expect, it } from 'vitest';
import { dungeon, input, narrative, progress, start, turn } from '../helpers/dungeon-fixtures';
import { homeItem } from '../helpers/fixtures';
import { OFFLINE, signedIn } from '../helpers/harness';

describe('Timeline turns played online', () => {
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

  it('resurrect, restart-room and fast travel name the last event held and append the events they answer', async () => {
    const { db, net, api } = await signedIn();
    await db.dungeonEvents.bulkPut([narrative(0), input(1, 'Go')].map((event) => ({ dungeon_id: 'd1', seq: event.seq, event, pending_outbox_id: null })));
    const after = progress('d1', [narrative(0), input(1, 'Go'), narrative(2)], { current_room: 'The Hall' });
    net.on('POST', '/dungeon/:id/change-room/', { status: 200, body: turn(after, [narrative(2)]) });
    net.on('POST', '/dungeon/:id/resurrect/', { status: 403, body: { message: 'Free resurrection is for subscribers.' } });

    const moved = await api.fastTravel('d1', 'The Hall');
    expect(moved.ok).toBe(true);
    expect(net.to('POST', '/dungeon/d1/change-room/')[0]?.body).toEqual({ room: 'The Hall', after_seq: 1 });
    expect((await db.dungeonProgress.get('d1'))?.current_room).toBe('The Hall');
    expect((await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq')).map((e) => e.event.event_id)).toEqual(['e0', 'e1', 'e2']);
    expect(await db.dungeonProgress.get('d1')).not.toHaveProperty('events');

    expect(await api.resurrect('d1', true)).toEqual({ ok: false, message: 'Free resurrection is for subscribers.', status: 403 });
  });

  it('an online turn waits for the dungeon writes still in the outbox', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;
    await api.turnPlay({ dungeon_id: 'd1', text: 'Wait' });
    await outbox.idle();

    expect(await api.restartRoom('d1')).toEqual(OFFLINE);
    expect(await db.outbox.count()).toBe(1);

    net.online = true;
    const order: string[] = [];
    net.on('PUT', '/dungeon/:id/continue/', (req) => {
      order.push(req.path);
      return { status: 200, body: turn(progress('d1', [input(0, 'Wait')]), [input(0, 'Wait')]) };
    });
    net.on('POST', '/dungeon/:id/restart-room/', (req) => {
      order.push(req.path);
      return { status: 200, body: turn(progress('d1', [input(0, 'Wait'), narrative(1)]), [narrative(1)]) };
    });
    expect((await api.restartRoom('d1')).ok).toBe(true);
    expect(order).toEqual(['/dungeon/d1/continue/', '/dungeon/d1/restart-room/']);
  });

  it('resetDungeon pulls the new crawl', async () => {
    const { db, net, api } = await signedIn();
    await db.dungeonEvents.put({ dungeon_id: 'd1', seq: 7, event: narrative(7), pending_outbox_id: null });
    net.on('PUT', '/dungeon/:id/reset/', { status: 200, body: { message: 'Restarted' } });
    net.on('GET', '/dungeon/:id/user-progress/', { status: 200, body: progress('d1', [narrative(0)]) });
    net.on('GET', '/dungeon/:id/details/', { status: 404, body: { message: 'No details' } });

    expect(await api.resetDungeon('d1')).toEqual({ ok: true, value: undefined });
    expect((await db.dungeonEvents.toArray()).map((e) => e.seq)).toEqual([0]);
  });
});
