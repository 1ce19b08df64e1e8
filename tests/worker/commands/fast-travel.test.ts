import { describe, expect, it } from 'vitest';
import { input, narrative, progress, turn } from '../helpers/dungeon-fixtures';
import { signedIn } from '../helpers/harness';

const progressRow = (({ events: _e, ...row }) => row)(progress('d1'));

describe('fastTravel: to a discovered room from the Room Notes sheet', () => {
  it('names the last event held and appends the events it answers', async () => {
    const { db, net, api } = await signedIn();
    await db.dungeonEvents.bulkPut([narrative(0), input(1, 'Go')].map((event) => ({ dungeon_id: 'd1', seq: event.seq, event, pending_outbox_id: null })));
    const after = progress('d1', [narrative(0), input(1, 'Go'), narrative(2)], { current_room: 'The Hall' });
    net.on('POST', '/dungeon/:id/change-room/', { status: 200, body: turn(after, [narrative(2)]) });

    const moved = await api.fastTravel('d1', 'The Hall');
    expect(moved.ok).toBe(true);
    expect(net.to('POST', '/dungeon/d1/change-room/')[0]?.body).toEqual({ room: 'The Hall', after_seq: 1 });
    expect((await db.dungeonProgress.get('d1'))?.current_room).toBe('The Hall');
    expect((await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq')).map((e) => e.event.event_id)).toEqual(['e0', 'e1', 'e2']);
    expect(await db.dungeonProgress.get('d1')).not.toHaveProperty('events');
  });

  it('a room the server refuses answers its message and moves nothing', async () => {
    const { db, net, api } = await signedIn();
    await db.dungeonProgress.put({ ...progressRow, current_room: 'The Gate' });
    net.on('POST', '/dungeon/:id/change-room/', { status: 400, body: { message: 'You have not found that room yet.' } });
    expect(await api.fastTravel('d1', 'The Vault')).toEqual({ ok: false, message: 'You have not found that room yet.', status: 400 });
    expect((await db.dungeonProgress.get('d1'))?.current_room).toBe('The Gate');
  });
});
