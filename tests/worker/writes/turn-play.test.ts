import { describe, expect, it, vi } from 'vitest';
import { PENDING_SEQ_BASE } from '../../../src/db';
import { input, narrative, progress, turn } from '../helpers/dungeon-fixtures';
import { inCrawl } from '../helpers/harness';
import { CONTINUE, playChoices } from '../helpers/servers';
import { writes } from '../../../worker/writes';

const events = async ({ db }: Awaited<ReturnType<typeof inCrawl>>) =>
  (await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq')).map((r) => ({
    seq: r.seq,
    type: r.event.type,
    text: 'text' in r.event ? r.event.text : null,
    pending: r.pending_outbox_id !== null,
  }));

describe('turnPlay: a typed choice in a Timeline', () => {
  it('a dungeon choice made offline shows as a pending input and, back online, is sent once and replaced by the server events in order', async () => {
    const h = await inCrawl();
    const { db, net, api, outbox } = h;
    net.online = false;

    expect(await api.turnPlay({ dungeon_id: 'd1', text: '  Open the door  ' })).toEqual({ ok: true, value: undefined });
    await outbox.idle();

    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'turnPlay', scope: 'dungeon:d1', state: 'pending', attempts: 1 });
    // The request names the last event the device holds, so the answer brings only what follows it.
    expect(row?.request).toEqual({ endpoint: 'dungeonContinue', params: { id: 'd1' }, body: { text: 'Open the door', after_seq: 0 } });
    const pending = await db.dungeonEvents.where('pending_outbox_id').equals(row?.id ?? '').first();
    expect(pending).toMatchObject({ dungeon_id: 'd1', seq: PENDING_SEQ_BASE + (row?.seq ?? 0) });
    expect(pending?.event).toMatchObject({ type: 'input', author: 'user', text: 'Open the door', seq: PENDING_SEQ_BASE + (row?.seq ?? 0) });
    expect(pending?.event.event_id).toMatch(/^local:/);
    expect(await events(h)).toEqual([
      { seq: 0, type: 'narrativeTextParagraph', text: 'Paragraph 0.', pending: false },
      { seq: PENDING_SEQ_BASE + 1, type: 'input', text: 'Open the door', pending: true },
    ]);

    playChoices(net);
    net.online = true;
    await api.online();
    await outbox.idle();

    const sent = net.to('PUT', '/dungeon/d1/continue/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['idempotency-key']).toBe(row?.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await events(h)).toEqual([
      { seq: 0, type: 'narrativeTextParagraph', text: 'Paragraph 0.', pending: false },
      { seq: 1, type: 'input', text: 'Open the door', pending: false },
      { seq: 2, type: 'narrativeTextParagraph', text: 'After “Open the door”.', pending: false },
    ]);
    expect(await db.dungeonProgress.get('d1')).not.toHaveProperty('events');
    expect((await db.dungeonExtras.get('d1'))?.last_turn?.new_items.map((i) => i.name)).toEqual(['Key']);
  });

  it('a turn that completes a mission pulls the rank and the Timeline again; an ordinary turn pulls nothing', async () => {
    const h = await inCrawl();
    const { net, api, outbox } = h;
    let completes = false;
    net.on('PUT', CONTINUE, () => ({
      status: 200,
      body: turn(progress('d1', [narrative(0), input(1, 'x')]), [input(1, 'x')], { missions_completed: completes ? ['m1'] : [] }),
    }));
    net.on('GET', '/historian-rank/', { status: 500, body: { message: 'not the point here' } });
    net.on('GET', '/dungeon/:id/', { status: 500, body: { message: 'not the point here' } });

    await api.turnPlay({ dungeon_id: 'd1', text: 'look around' });
    await outbox.idle();
    expect(net.to('GET', '/historian-rank/')).toHaveLength(0);

    completes = true;
    await api.turnPlay({ dungeon_id: 'd1', text: 'take the scroll' });
    await outbox.idle();
    await vi.waitFor(() => expect(net.to('GET', '/historian-rank/')).toHaveLength(1));
    expect(net.to('GET', '/dungeon/d1/')).toHaveLength(1);
  });

  it('two offline choices in one dungeon replay in order, the second pending until its own answer', async () => {
    const h = await inCrawl();
    const { net, api, outbox } = h;
    net.online = false;
    await api.turnPlay({ dungeon_id: 'd1', text: 'Left' });
    await api.turnPlay({ dungeon_id: 'd1', text: 'Right' });
    await outbox.idle();
    expect((await events(h)).filter((e) => e.pending).map((e) => e.text)).toEqual(['Left', 'Right']);

    const seen: string[] = [];
    let afterFirst: Awaited<ReturnType<typeof events>> = [];
    net.on('PUT', CONTINUE, async (req) => {
      if ((req.body as { text: string }).text === 'Right') afterFirst = await events(h);
      const history = [narrative(0), input(1, 'Left'), narrative(2, 'After “Left”.')];
      const { text } = req.body as { text: string };
      seen.push(text);
      const played = text === 'Left' ? history.slice(1) : [input(3, 'Right'), narrative(4, 'After “Right”.')];
      return { status: 200, body: turn(progress('d1', text === 'Left' ? history : [...history, ...played]), played) };
    });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(seen).toEqual(['Left', 'Right']);
    // When Right was sent, Left's answer was in and Right was still a pending input at the end.
    expect(afterFirst.map((e) => [e.text, e.pending])).toEqual([
      ['Paragraph 0.', false],
      ['Left', false],
      ['After “Left”.', false],
      ['Right', true],
    ]);
    expect((await events(h)).map((e) => [e.seq, e.text, e.pending])).toEqual([
      [0, 'Paragraph 0.', false],
      [1, 'Left', false],
      [2, 'After “Left”.', false],
      [3, 'Right', false],
      [4, 'After “Right”.', false],
    ]);
  });

  it('choices queued offline each name, when they first go out, the last event the choices before them brought', async () => {
    const h = await inCrawl();
    const { db, net, api, outbox } = h;
    net.online = false;
    for (const text of ['One', 'Two', 'Three']) await api.turnPlay({ dungeon_id: 'd1', text });
    await outbox.idle();
    expect((await db.outbox.toArray()).map((r) => r.kind === 'turnPlay' && r.request.body.after_seq)).toEqual([0, 0, 0]);

    playChoices(net);
    net.online = true;
    await api.online();
    await outbox.idle();

    const sent = net.to('PUT', '/dungeon/d1/continue/').map((r) => r.body);
    expect(sent).toEqual([
      { text: 'One', after_seq: 0 },
      { text: 'Two', after_seq: 2 },
      { text: 'Three', after_seq: 4 },
    ]);
    expect((await events(h)).map((e) => [e.seq, e.text, e.pending])).toEqual([
      [0, 'Paragraph 0.', false],
      [1, 'One', false],
      [2, 'After “One”.', false],
      [3, 'Two', false],
      [4, 'After “Two”.', false],
      [5, 'Three', false],
      [6, 'After “Three”.', false],
    ]);
  });

  it('a choice that went out once is sent again exactly as it was, whatever came since: its key answers that body', async () => {
    const h = await inCrawl();
    const { db, net, api, outbox } = h;
    let busy = true;
    net.on('PUT', CONTINUE, (req) => {
      if (busy) return { status: 503, body: { message: 'Busy' } };
      const { text } = req.body as { text: string };
      return { status: 200, body: turn(progress('d1', [narrative(0), input(3, text)]), [input(3, text)]) };
    });
    await api.turnPlay({ dungeon_id: 'd1', text: 'Here' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'pending', sent: true, attempts: 1 });

    // Meanwhile a pull brings two events played elsewhere; the retry still names what the first try named.
    await db.dungeonEvents.bulkPut([1, 2].map((seq) => ({ dungeon_id: 'd1', seq, event: narrative(seq), pending_outbox_id: null })));
    busy = false;
    await api.retryWrite(row?.id ?? '');
    await outbox.idle();

    const sent = net.to('PUT', '/dungeon/d1/continue/');
    expect(sent.map((r) => r.body)).toEqual([
      { text: 'Here', after_seq: 0 },
      { text: 'Here', after_seq: 0 },
    ]);
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([row?.id, row?.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a choice sent after turns played on another device brings those turns too: the history has no gap', async () => {
    const h = await inCrawl();
    const { net, api, outbox } = h;
    const seen = playChoices(net);
    // Another device plays two turns (events 1 to 4) that this one never pulls.
    for (const text of ['Elsewhere one', 'Elsewhere two']) {
      await net.fetch('http://test.local/api/dungeon/d1/continue/', { method: 'PUT', body: JSON.stringify({ text }), headers: {} });
    }

    await api.turnPlay({ dungeon_id: 'd1', text: 'Here' });
    await outbox.idle();

    expect(seen).toEqual(['Elsewhere one', 'Elsewhere two', 'Here']);
    expect((await events(h)).map((e) => [e.seq, e.text, e.pending])).toEqual([
      [0, 'Paragraph 0.', false],
      [1, 'Elsewhere one', false],
      [2, 'After “Elsewhere one”.', false],
      [3, 'Elsewhere two', false],
      [4, 'After “Elsewhere two”.', false],
      [5, 'Here', false],
      [6, 'After “Here”.', false],
    ]);
  });

  it('discarding a dungeon choice removes its pending input', async () => {
    const h = await inCrawl();
    const { db, net, api, outbox } = h;
    net.on('PUT', CONTINUE, { status: 409, body: { message: 'The Timeline has collapsed.' } });
    await api.turnPlay({ dungeon_id: 'd1', text: 'Too late' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', lastError: 'The Timeline has collapsed.' });
    expect((await events(h)).some((e) => e.pending)).toBe(true);

    await api.discardWrite(row?.id ?? '');

    expect(await db.outbox.count()).toBe(0);
    expect(await events(h)).toEqual([{ seq: 0, type: 'narrativeTextParagraph', text: 'Paragraph 0.', pending: false }]);
  });

  it('a choice over 250 characters is refused and nothing is written', async () => {
    const h = await inCrawl();
    expect(await h.api.turnPlay({ dungeon_id: 'd1', text: 'x'.repeat(251) })).toEqual({ ok: false, message: 'At most 250 characters' });
    expect(await h.api.turnPlay({ dungeon_id: 'd1', text: '   ' })).toEqual({ ok: false, message: 'Text cannot be empty' });
    expect(await h.db.outbox.count()).toBe(0);
    expect(await h.db.dungeonEvents.count()).toBe(1);
    expect(h.net.requests).toHaveLength(0);
  });
});

describe('turnPlay: brought up to date by the answers before it in the crawl', () => {
  const request = { endpoint: 'dungeonContinue', params: { id: 'd1' }, body: { text: 'Look', after_seq: 4 } } as const;
  const after = (answer: unknown) => writes.turnPlay.firstSend!.after(request, answer);

  it('names the last event of a turn answered after its claim; an older one, or an answer without events, changes nothing', () => {
    expect(after(turn(progress('d1'), [input(5, 'Go'), narrative(6)])).body).toEqual({ text: 'Look', after_seq: 6 });
    expect(after(turn(progress('d1'), [narrative(3)]))).toBe(request);
    expect(after(progress('d1'))).toBe(request);
    expect(after(null)).toBe(request);
    expect(after({ events: 'none' })).toBe(request);
  });
});
