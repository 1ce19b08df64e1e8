import { describe, expect, it, vi } from 'vitest';
import { progress } from '../helpers/dungeon-fixtures';
import { signedIn } from '../helpers/harness';

describe("setReadStep: the place in a Timeline's read page", () => {
  it('read steps are stored at once and sent coalesced: one request at a time, only the latest waits', async () => {
    const { db, net, api } = await signedIn();
    await db.dungeonProgress.put((({ events: _e, ...row }) => row)(progress('d1')));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    net.on('PUT', '/dungeon/:id/user-progress/', async () => {
      await gate;
      return { status: 200, body: progress('d1') };
    });

    await api.setReadStep('d1', 1);
    await api.setReadStep('d1', 2);
    await api.setReadStep('d1', 3);
    expect((await db.dungeonProgress.get('d1'))?.read_step).toBe(3);
    release();

    await vi.waitFor(() => expect(net.to('PUT', '/dungeon/d1/user-progress/')).toHaveLength(2));
    expect(net.to('PUT', '/dungeon/d1/user-progress/').map((r) => r.body)).toEqual([{ read_step: 1 }, { read_step: 3 }]);
    expect(await db.outbox.count()).toBe(0);
  });
});
