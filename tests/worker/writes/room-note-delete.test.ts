import { describe, expect, it } from 'vitest';
import { details, narrative, progress, roomNote } from '../helpers/dungeon-fixtures';
import { inCrawl } from '../helpers/harness';
import { DETAILS, PROGRESS } from '../helpers/servers';

describe('roomNoteDelete: a room note deleted', () => {
  it('a room note is pending at once, then replaced by the server copy; deleting it hides it until sent; a discard restores it', async () => {
    const h = await inCrawl();
    const { db, net, api, outbox } = h;
    net.online = false;
    await api.roomNoteAdd({ dungeon_id: 'd1', room: 'The Gate', text: 'Mind the trap' });
    await outbox.idle();
    const [local] = await db.dungeonNotes.toArray();
    expect(local).toMatchObject({ room: 'The Gate', text: 'Mind the trap', pending: true });

    net.on('PUT', PROGRESS, { status: 200, body: progress('d1', [narrative(0)]) });
    net.on('GET', PROGRESS, { status: 200, body: progress('d1', [narrative(0)]) });
    net.on('GET', DETAILS, { status: 200, body: details([], [roomNote('n1', { text: 'Mind the trap' })]) });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('PUT', '/dungeon/d1/user-progress/')[0]?.body).toEqual({ add_note: { room: 'The Gate', text: 'Mind the trap' } });
    expect((await db.dungeonNotes.toArray()).map((n) => [n.note_id, n.pending])).toEqual([['n1', false]]);

    net.online = false;
    await api.roomNoteDelete({ dungeon_id: 'd1', note_id: 'n1' });
    await outbox.idle();
    expect(await db.dungeonNotes.count()).toBe(0);
    const [deletion] = await db.outbox.toArray();
    expect(deletion).toMatchObject({ kind: 'roomNoteDelete', request: { body: { delete_note_id: 'n1' } } });

    await api.discardWrite(deletion?.id ?? '');
    expect(await db.dungeonNotes.toArray()).toEqual([{ ...roomNote('n1', { text: 'Mind the trap' }), dungeon_id: 'd1', pending: false, outbox_id: null }]);
  });

  it('deleting a note whose addition was never sent takes the addition back', async () => {
    const h = await inCrawl();
    const { db, net, api, outbox } = h;
    net.online = false;
    await api.roomNoteAdd({ dungeon_id: 'd1', room: 'The Gate', text: 'Oops' });
    await outbox.idle();
    const [note] = await db.dungeonNotes.toArray();

    expect(await api.roomNoteDelete({ dungeon_id: 'd1', note_id: note?.note_id ?? '' })).toEqual({ ok: true, value: undefined });

    expect(await db.dungeonNotes.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('PUT', '/dungeon/d1/user-progress/')).toHaveLength(0);
  });

  it('a deletion is sent once, and the note stays gone when the crawl and its details come back', async () => {
    const { db, net, api, outbox } = await inCrawl();
    await db.dungeonNotes.put({ ...roomNote('n1'), dungeon_id: 'd1', pending: false, outbox_id: null });
    net.online = false;
    await api.roomNoteDelete({ dungeon_id: 'd1', note_id: 'n1' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'roomNoteDelete', removed_note: { note_id: 'n1' } });

    net.on('PUT', PROGRESS, { status: 200, body: progress('d1', [narrative(0)]) });
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();

    expect(net.to('PUT', '/dungeon/d1/user-progress/').map((r) => [r.headers['idempotency-key'], r.body])).toEqual([[row?.id, { delete_note_id: 'n1' }]]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.dungeonNotes.count()).toBe(0);
  });

  it('deleting a note that is already gone does nothing', async () => {
    const { db, api } = await inCrawl();
    expect(await api.roomNoteDelete({ dungeon_id: 'd1', note_id: 'n9' })).toEqual({ ok: true, value: undefined });
    expect(await db.outbox.count()).toBe(0);
  });
});
