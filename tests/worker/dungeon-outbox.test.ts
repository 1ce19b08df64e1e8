import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_SEQ_BASE } from '../../src/db';
import { details, input, journalEntry, narrative, progress, roomNote, turn } from './helpers/dungeon-fixtures';
import type { FakeNetwork } from './helpers/fake-network';
import { adventure, chapter, homeItem, user } from './helpers/fixtures';
import { harness, signIn } from './helpers/harness';

const CONTINUE = '/dungeon/:id/continue/';
const PROGRESS = '/dungeon/:id/user-progress/';
const DETAILS = '/dungeon/:id/details/';

afterEach(() => {
  vi.restoreAllMocks();
});

async function signedInHarness() {
  const h = harness();
  await signIn(h.db);
  await h.db.user.put({ ...user(), id: 'me' });
  await h.db.dungeonProgress.put((({ events: _e, ...row }) => row)(progress('d1')));
  await h.db.dungeonEvents.put({ dungeon_id: 'd1', seq: 0, event: narrative(0), pending_outbox_id: null });
  return h;
}

type H = Awaited<ReturnType<typeof signedInHarness>>;

const events = async ({ db }: H) =>
  (await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq')).map((r) => ({
    seq: r.seq,
    type: r.event.type,
    text: 'text' in r.event ? r.event.text : null,
    pending: r.pending_outbox_id !== null,
  }));

/** A server that plays each choice: the player's input, then a paragraph answering it. */
function playChoices(net: FakeNetwork): string[] {
  const history = [narrative(0)];
  const seen: string[] = [];
  net.on('PUT', CONTINUE, (req) => {
    const { text } = req.body as { text: string };
    seen.push(text);
    const played = [input(history.length, text), narrative(history.length + 1, `After “${text}”.`)];
    history.push(...played);
    return { status: 200, body: turn(progress('d1', [...history]), played, { new_items: [{ name: 'Key', icon: '/k.png', quantity: 1, publicDescription: 'Opens.' }] }) };
  });
  return seen;
}

describe('Timeline writes in the outbox', () => {
  it('a dungeon choice made offline shows as a pending input and, back online, is sent once and replaced by the server events in order', async () => {
    const h = await signedInHarness();
    const { db, net, api, outbox } = h;
    net.online = false;

    expect(await api.submitDungeonChoice('d1', '  Open the door  ')).toEqual({ ok: true, value: undefined });
    await outbox.idle();

    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'dungeonChoice', scope: 'dungeon:d1', state: 'pending', attempts: 1 });
    expect(row?.request).toEqual({ endpoint: 'dungeonContinue', params: { id: 'd1' }, body: { text: 'Open the door' } });
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
    const h = await signedInHarness();
    const { net, api, outbox } = h;
    let completes = false;
    net.on('PUT', CONTINUE, () => ({
      status: 200,
      body: turn(progress('d1', [narrative(0), input(1, 'x')]), [input(1, 'x')], { missions_completed: completes ? ['m1'] : [] }),
    }));
    net.on('GET', '/historian-rank/', { status: 500, body: { message: 'not the point here' } });
    net.on('GET', '/dungeon/:id/', { status: 500, body: { message: 'not the point here' } });

    await api.submitDungeonChoice('d1', 'look around');
    await outbox.idle();
    expect(net.to('GET', '/historian-rank/')).toHaveLength(0);

    completes = true;
    await api.submitDungeonChoice('d1', 'take the scroll');
    await outbox.idle();
    await vi.waitFor(() => expect(net.to('GET', '/historian-rank/')).toHaveLength(1));
    expect(net.to('GET', '/dungeon/d1/')).toHaveLength(1);
  });

  it('two offline choices in one dungeon replay in order, the second pending until its own answer', async () => {
    const h = await signedInHarness();
    const { net, api, outbox } = h;
    net.online = false;
    await api.submitDungeonChoice('d1', 'Left');
    await api.submitDungeonChoice('d1', 'Right');
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

  it('discarding a dungeon choice removes its pending input', async () => {
    const h = await signedInHarness();
    const { db, net, api, outbox } = h;
    net.on('PUT', CONTINUE, { status: 409, body: { message: 'The Timeline has collapsed.' } });
    await api.submitDungeonChoice('d1', 'Too late');
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', lastError: 'The Timeline has collapsed.' });
    expect((await events(h)).some((e) => e.pending)).toBe(true);

    await api.discardWrite(row?.id ?? '');

    expect(await db.outbox.count()).toBe(0);
    expect(await events(h)).toEqual([{ seq: 0, type: 'narrativeTextParagraph', text: 'Paragraph 0.', pending: false }]);
  });

  it('a choice over 250 characters is refused and nothing is written', async () => {
    const h = await signedInHarness();
    expect(await h.api.submitDungeonChoice('d1', 'x'.repeat(251))).toEqual({ ok: false, message: 'At most 250 characters' });
    expect(await h.api.submitDungeonChoice('d1', '   ')).toEqual({ ok: false, message: 'Text cannot be empty' });
    expect(await h.db.outbox.count()).toBe(0);
    expect(await h.db.dungeonEvents.count()).toBe(1);
    expect(h.net.requests).toHaveLength(0);
  });

  it('a journal line shows pending at once, the server entry replaces it, and a discard removes it', async () => {
    const h = await signedInHarness();
    const { db, net, api, outbox } = h;
    net.online = false;
    await api.addJournalEntry('d1', 'A cold draft here.');
    await outbox.idle();

    const [line] = await db.dungeonJournal.toArray();
    expect(line).toMatchObject({ dungeon_id: 'd1', room: 'The Gate', source: 'custom', text: 'A cold draft here.', pending: true });
    expect(line?.journal_id).toMatch(/^local:/);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'journal', scope: 'dungeon:d1' });

    net.on('POST', '/dungeon/:id/journal/custom/', { status: 201, body: journalEntry('j7', { text: 'A cold draft here.' }) });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(await db.dungeonJournal.toArray()).toEqual([{ ...journalEntry('j7', { text: 'A cold draft here.' }), dungeon_id: 'd1', pending: false, outbox_id: null }]);

    net.online = false;
    await api.addJournalEntry('d1', 'Never mind.');
    await outbox.idle();
    const waiting = (await db.outbox.toArray())[0];
    await api.discardWrite(waiting?.id ?? '');
    expect((await db.dungeonJournal.toArray()).map((j) => j.journal_id)).toEqual(['j7']);
  });

  it('a kept segment is pending at once and, once sent, the journal is pulled for its server copy', async () => {
    const h = await signedInHarness();
    const { db, net, api, outbox } = h;
    net.online = false;
    expect(await api.addSegmentToJournal('d1', 'e0')).toEqual({ ok: true, value: undefined });
    expect(await api.addSegmentToJournal('d1', 'nope')).toEqual({ ok: false, message: 'Only narrative paragraphs can be added to the journal.' });
    await outbox.idle();
    expect(await db.dungeonJournal.toArray()).toEqual([expect.objectContaining({ source: 'segment', event_id: 'e0', text: 'Paragraph 0.', pending: true })]);
    // Keeping it twice is a no-op.
    await api.addSegmentToJournal('d1', 'e0');
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

  it('a room note is pending at once, then replaced by the server copy; deleting it hides it until sent; a discard restores it', async () => {
    const h = await signedInHarness();
    const { db, net, api, outbox } = h;
    net.online = false;
    await api.addRoomNote('d1', 'The Gate', 'Mind the trap');
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
    await api.deleteRoomNote('d1', 'n1');
    await outbox.idle();
    expect(await db.dungeonNotes.count()).toBe(0);
    const [deletion] = await db.outbox.toArray();
    expect(deletion).toMatchObject({ kind: 'roomNote', request: { body: { delete_note_id: 'n1' } } });

    await api.discardWrite(deletion?.id ?? '');
    expect(await db.dungeonNotes.toArray()).toEqual([{ ...roomNote('n1', { text: 'Mind the trap' }), dungeon_id: 'd1', pending: false, outbox_id: null }]);
  });

  it('deleting a note whose addition was never sent takes the addition back', async () => {
    const h = await signedInHarness();
    const { db, net, api, outbox } = h;
    net.online = false;
    await api.addRoomNote('d1', 'The Gate', 'Oops');
    await outbox.idle();
    const [note] = await db.dungeonNotes.toArray();

    expect(await api.deleteRoomNote('d1', note?.note_id ?? '')).toEqual({ ok: true, value: undefined });

    expect(await db.dungeonNotes.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('PUT', '/dungeon/d1/user-progress/')).toHaveLength(0);
  });

  it('a note and a choice in one dungeon share its scope and go in the order made', async () => {
    const h = await signedInHarness();
    const { db, net, api, outbox } = h;
    net.online = false;
    await api.submitDungeonChoice('d1', 'Look');
    await api.addRoomNote('d1', 'The Gate', 'Saw a lever');
    await outbox.idle();
    expect(new Set((await db.outbox.toArray()).map((r) => r.scope))).toEqual(new Set(['dungeon:d1']));

    playChoices(net);
    net.on('PUT', PROGRESS, { status: 200, body: progress('d1', [narrative(0)]) });
    net.on('GET', PROGRESS, { status: 200, body: progress('d1', [narrative(0), input(1, 'Look'), narrative(2)]) });
    net.on('GET', DETAILS, { status: 200, body: details([], [roomNote('n1', { text: 'Saw a lever' })]) });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual(['/dungeon/d1/continue/', '/dungeon/d1/user-progress/']);
  });

  it('a replayed series choice refreshes recents, so Continue Play follows it', async () => {
    const { db, net, api, outbox } = await signedInHarness();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.online = false;
    await api.submitChoice('a1', 1, 'Onward');
    await outbox.idle();

    net.on('PUT', '/ac/:id/continue/', { status: 200, body: adventure('a1', [chapter(1, { choice_made: 'Onward' }), chapter(2)]) });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [homeItem('s1')] } });
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();

    expect(net.to('GET', '/homepage/recents/')).toHaveLength(1);
    expect((await db.recents.toArray()).map((r) => r.key)).toEqual(['series:s1']);
  });
});
