import { describe, expect, it } from 'vitest';
import { input, narrative, progress, turn } from '../helpers/dungeon-fixtures';
import { OFFLINE, signedIn } from '../helpers/harness';

describe('restartRoom: the room played again from its start', () => {
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
});
