import { describe, expect, it } from 'vitest';
import { details, journalEntry, narrative, progress } from '../helpers/dungeon-fixtures';
import { inCrawl } from '../helpers/harness';
import { DETAILS, PROGRESS } from '../helpers/servers';

describe('journalSegmentAdd: a narrative paragraph kept in the journal', () => {
  it('a kept segment is pending at once and, once sent, the journal is pulled for its server copy', async () => {
    const h = await inCrawl();
    const { db, net, api, outbox } = h;
    net.online = false;
    expect(await api.journalSegmentAdd({ dungeon_id: 'd1', event_id: 'e0' })).toEqual({ ok: true, value: undefined });
    expect(await api.journalSegmentAdd({ dungeon_id: 'd1', event_id: 'nope' })).toEqual({ ok: false, message: 'Only narrative paragraphs can be added to the journal.' });
    await outbox.idle();
    expect(await db.dungeonJournal.toArray()).toEqual([expect.objectContaining({ source: 'segment', event_id: 'e0', text: 'Paragraph 0.', pending: true })]);
    // Keeping it twice is a no-op.
    await api.journalSegmentAdd({ dungeon_id: 'd1', event_id: 'e0' });
    expect(await db.outbox.count()).toBe(1);

    net.on('PUT', PROGRESS, { status: 200, body: progress('d1', [narrative(0)]) });
    net.on('GET', PROGRESS, { status: 200, body: progress('d1', [narrative(0)]) });
    net.on('GET', DETAILS, { status: 200, body: details([journalEntry('j1', { source: 'segment', event_id: 'e0', text: 'Paragraph 0.' })]) });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.to('PUT', '/dungeon/d1/user-progress/')[0]?.body).toEqual({ add_segment: { event_id: 'e0' } });
    expect(net.to('GET', '/dungeon/d1/details/')).toHaveLength(1);
    expect((await db.dungeonJournal.toArray()).map((j) => [j.journal_id, j.pending])).toEqual([['j1', false]]);
  });

  it('discarding a kept segment removes its pending line; the paragraph can be kept again', async () => {
    const { db, net, api, outbox } = await inCrawl();
    net.online = false;
    await api.journalSegmentAdd({ dungeon_id: 'd1', event_id: 'e0' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'journalSegmentAdd', scope: 'dungeon:d1', request: { body: { add_segment: { event_id: 'e0' } } } });

    await api.discardWrite(row?.id ?? '');

    expect(await db.dungeonJournal.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await api.journalSegmentAdd({ dungeon_id: 'd1', event_id: 'e0' })).toEqual({ ok: true, value: undefined });
    expect(await db.outbox.count()).toBe(1);
  });
});
