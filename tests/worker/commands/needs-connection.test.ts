import { describe, expect, it } from 'vitest';
import { OFFLINE, signedIn } from '../helpers/harness';

describe('online-only commands', () => {
  it('online commands refuse offline with a plain message and write nothing', async () => {
    const { db, net, api } = await signedIn();
    net.online = false;

    expect(await api.startDungeon('d1', { restart: false, artifacts: [] })).toEqual(OFFLINE);
    expect(await api.resurrect('d1', true)).toEqual(OFFLINE);
    expect(await api.restartRoom('d1')).toEqual(OFFLINE);
    expect(await api.fastTravel('d1', 'The Gate')).toEqual(OFFLINE);
    expect(await api.resetDungeon('d1')).toEqual(OFFLINE);
    expect(await api.usePartnerCode('WREN1')).toEqual(OFFLINE);
    expect(await db.dungeonProgress.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
