import { describe, expect, it } from 'vitest';
import { details, narrative, progress, roomNote } from '../helpers/dungeon-fixtures';
import { inCrawl } from '../helpers/harness';
import { DETAILS, PROGRESS } from '../helpers/servers';

describe('roomNoteAdd: a note on a room', () => {
  it('a note shows pending at once, is sent once, and the details pulled next bring its server copy', async () => {
    const { db, net, api, outbox } = await inCrawl();
    net.online = false;
    expect(await api.roomNoteAdd({ dungeon_id: 'd1', room: 'The Gate', text: '  Mind the trap ' })).toEqual({ ok: true, value: undefined });
    await outbox.idle();
    const [local] = await db.dungeonNotes.toArray();
    expect(local).toMatchObject({ dungeon_id: 'd1', room: 'The Gate', text: 'Mind the trap', pending: true });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'roomNoteAdd', scope: 'dungeon:d1', label: 'Note: “Mind the trap”' });
    expect(local?.outbox_id).toBe(row?.id);

    net.on('PUT', PROGRESS, { status: 200, body: progress('d1', [narrative(0)]) });
    net.on('GET', PROGRESS, { status: 200, body: progress('d1', [narrative(0)]) });
    net.on('GET', DETAILS, { status: 200, body: details([], [roomNote('n1', { text: 'Mind the trap' })]) });
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();

    expect(net.to('PUT', '/dungeon/d1/user-progress/').map((r) => r.headers['idempotency-key'])).toEqual([row?.id]);
    expect(await db.dungeonNotes.toArray()).toEqual([{ ...roomNote('n1', { text: 'Mind the trap' }), dungeon_id: 'd1', pending: false, outbox_id: null }]);
  });

  it('discarding a note removes it', async () => {
    const { db, net, api, outbox } = await inCrawl();
    net.on('PUT', PROGRESS, { status: 409, body: { message: 'That room is not discovered.' } });
    await api.roomNoteAdd({ dungeon_id: 'd1', room: 'The Vault', text: 'Too soon' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', lastError: 'That room is not discovered.' });

    await api.discardWrite(row?.id ?? '');

    expect(await db.dungeonNotes.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an empty note is refused and nothing is written', async () => {
    const { db, api } = await inCrawl();
    expect(await api.roomNoteAdd({ dungeon_id: 'd1', room: 'The Gate', text: '  ' })).toEqual({ ok: false, message: 'Text cannot be empty' });
    expect(await db.dungeonNotes.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
