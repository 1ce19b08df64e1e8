import { describe, expect, it } from 'vitest';
import { journalEntry } from '../helpers/dungeon-fixtures';
import { inCrawl } from '../helpers/harness';

describe("journalEntryAdd: the player's own journal line", () => {
  it('a journal line shows pending at once, the server entry replaces it, and a discard removes it', async () => {
    const h = await inCrawl();
    const { db, net, api, outbox } = h;
    net.online = false;
    await api.journalEntryAdd({ dungeon_id: 'd1', text: 'A cold draft here.' });
    await outbox.idle();

    const [line] = await db.dungeonJournal.toArray();
    expect(line).toMatchObject({ dungeon_id: 'd1', room: 'The Gate', source: 'custom', text: 'A cold draft here.', pending: true });
    expect(line?.journal_id).toMatch(/^local:/);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'journalEntryAdd', scope: 'dungeon:d1' });

    net.on('POST', '/dungeon/:id/journal/custom/', { status: 201, body: journalEntry('j7', { text: 'A cold draft here.' }) });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(await db.dungeonJournal.toArray()).toEqual([{ ...journalEntry('j7', { text: 'A cold draft here.' }), dungeon_id: 'd1', pending: false, outbox_id: null }]);

    net.online = false;
    await api.journalEntryAdd({ dungeon_id: 'd1', text: 'Never mind.' });
    await outbox.idle();
    const waiting = (await db.outbox.toArray())[0];
    await api.discardWrite(waiting?.id ?? '');
    expect((await db.dungeonJournal.toArray()).map((j) => j.journal_id)).toEqual(['j7']);
  });
});
