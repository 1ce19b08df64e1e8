import { describe, expect, it } from 'vitest';
import { narrative, progress } from '../helpers/dungeon-fixtures';
import { signedIn } from '../helpers/harness';

describe("resetDungeon: 'Restart the Dungeon'", () => {
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
