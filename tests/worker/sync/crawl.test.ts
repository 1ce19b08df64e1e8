import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_SEQ_BASE } from '../../../src/db';
import { details, input, journalEntry, narrative, progress, roomNote } from '../helpers/dungeon-fixtures';
import { signedIn } from '../helpers/harness';
import { DETAILS, PROGRESS } from '../helpers/servers';

afterEach(() => {
  vi.restoreAllMocks();
});

const seqs = async (h: Awaited<ReturnType<typeof signedIn>>, id = 'd1') =>
  (await h.db.dungeonEvents.where('dungeon_id').equals(id).sortBy('seq')).map((r) => r.seq);

describe('the crawl pull', () => {
  it('a crawl is its progress without events, its events by seq, and the journal page', async () => {
    const { db, net, api } = await signedIn();
    const p = progress('d1', [narrative(2), input(1, 'Look around'), narrative(0)]);
    net.on('GET', PROGRESS, { status: 200, body: p });
    net.on('GET', DETAILS, { status: 200, body: details([journalEntry('j1')], [roomNote('n1')]) });

    expect(await api.refresh({ kind: 'crawl', id: 'd1' })).toEqual({ ok: true, value: undefined });

    const { events: _events, ...row } = p;
    expect(await db.dungeonProgress.get('d1')).toEqual(row);
    const events = await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq');
    expect(events.map((e) => [e.seq, e.event.event_id, e.pending_outbox_id])).toEqual([
      [0, 'e0', null],
      [1, 'e1', null],
      [2, 'e2', null],
    ]);
    expect(await db.dungeonJournal.toArray()).toEqual([{ ...journalEntry('j1'), dungeon_id: 'd1', pending: false, outbox_id: null }]);
    expect(await db.dungeonNotes.toArray()).toEqual([{ ...roomNote('n1'), dungeon_id: 'd1', pending: false, outbox_id: null }]);
    expect((await db.dungeonExtras.get('d1'))?.details).toEqual(details([journalEntry('j1')], [roomNote('n1')]));
  });

  it("the server's events replace the local ones, except a pending input whose write still waits", async () => {
    const h = await signedIn();
    const { db, net, api } = h;
    net.online = false;
    await api.turnPlay({ dungeon_id: 'd1', text: 'Open the door' });
    await h.outbox.idle();
    const [waiting] = await db.outbox.toArray();
    // An orphan: its outbox row is gone (sent and answered elsewhere), so the server's list wins.
    await db.dungeonEvents.put({ dungeon_id: 'd1', seq: PENDING_SEQ_BASE + 99, event: input(PENDING_SEQ_BASE + 99, 'Old'), pending_outbox_id: 'gone' });
    await db.dungeonEvents.put({ dungeon_id: 'd1', seq: 5, event: narrative(5), pending_outbox_id: null });

    net.online = true;
    net.on('GET', PROGRESS, { status: 200, body: progress('d1', [narrative(0), narrative(1)]) });
    net.on('GET', DETAILS, { status: 200, body: details() });
    await h.sync.refresh({ kind: 'crawl', id: 'd1' });

    expect(await seqs(h)).toEqual([0, 1, PENDING_SEQ_BASE + (waiting?.seq ?? 0)]);
  });

  it('a malformed crawl keeps the events it had and logs the resource', async () => {
    const h = await signedIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    h.net.on('GET', PROGRESS, { status: 200, body: progress('d1', [narrative(0), narrative(1)]) });
    h.net.on('GET', DETAILS, { status: 200, body: details() });
    await h.api.refresh({ kind: 'crawl', id: 'd1' });

    h.net.on('GET', PROGRESS, { status: 200, body: { ...progress('d1', [narrative(0)]), events: [{ type: 'nonsense', seq: 0 }] } });
    const result = await h.api.refresh({ kind: 'crawl', id: 'd1' });

    expect(result.ok).toBe(false);
    expect(await seqs(h)).toEqual([0, 1]);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/crawl:d1.*events/);
    expect((await h.db.syncState.get('crawl:d1'))?.error).toBeTruthy();
  });

  it('the journal pull keeps pending lines and notes, and hides a note whose deletion waits', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.dungeonJournal.put({ ...journalEntry('local:j'), dungeon_id: 'd1', pending: true, outbox_id: 'o1' });
    await db.dungeonNotes.put({ ...roomNote('n1'), dungeon_id: 'd1', pending: false, outbox_id: null });
    net.online = false;
    await api.roomNoteDelete({ dungeon_id: 'd1', note_id: 'n1' });
    await outbox.idle();

    // Back online, the deletion waits out its backoff while the pull brings the note again.
    net.online = true;
    net.on('GET', PROGRESS, { status: 200, body: progress('d1') });
    net.on('GET', DETAILS, { status: 200, body: details([journalEntry('j2')], [roomNote('n1'), roomNote('n2')]) });
    await api.refresh({ kind: 'crawl', id: 'd1' });

    expect(await db.outbox.count()).toBe(1);
    expect((await db.dungeonJournal.orderBy('journal_id').toArray()).map((j) => j.journal_id)).toEqual(['j2', 'local:j']);
    expect((await db.dungeonNotes.toArray()).map((n) => n.note_id)).toEqual(['n2']);
  });
});
