import { describe, expect, it } from 'vitest';
import { input, narrative, progress, turn } from '../helpers/dungeon-fixtures';
import { signedIn } from '../helpers/harness';

describe('resurrect: back to life after a fall, free or paid', () => {
  it('names the last event held, sends the kind asked for, and appends the events it answers', async () => {
    const { db, net, api } = await signedIn();
    await db.dungeonEvents.bulkPut([narrative(0), input(1, 'Jump')].map((event) => ({ dungeon_id: 'd1', seq: event.seq, event, pending_outbox_id: null })));
    const after = progress('d1', [narrative(0), input(1, 'Jump'), narrative(2)], { current_room: 'The Gate', status: 'active' });
    net.on('POST', '/dungeon/:id/resurrect/', { status: 200, body: turn(after, [narrative(2)]) });

    const answer = await api.resurrect('d1', false);
    expect(answer.ok).toBe(true);
    expect(net.to('POST', '/dungeon/d1/resurrect/')[0]?.body).toEqual({ use_free: false, after_seq: 1 });
    expect(await db.dungeonProgress.get('d1')).toMatchObject({ current_room: 'The Gate', status: 'active' });
    expect((await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq')).map((e) => e.event.event_id)).toEqual(['e0', 'e1', 'e2']);
  });

  it("a refusal answers the server's words and appends nothing", async () => {
    const { db, net, api } = await signedIn();
    await db.dungeonEvents.put({ dungeon_id: 'd1', seq: 0, event: narrative(0), pending_outbox_id: null });
    net.on('POST', '/dungeon/:id/resurrect/', { status: 403, body: { message: 'Free resurrection is for subscribers.' } });
    expect(await api.resurrect('d1', true)).toEqual({ ok: false, message: 'Free resurrection is for subscribers.', status: 403 });
    expect(await db.dungeonEvents.count()).toBe(1);
  });
});
