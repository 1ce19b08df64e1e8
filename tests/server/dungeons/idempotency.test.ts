import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { purchasesOf } from '../../../server/store/dungeons/purchases';
import { artifactPowerOf } from '../../../server/store/dungeons/players';
import { attempt, dungeonServer, type Historian, historian, VAULT } from './helpers';

let app: FastifyInstance;
afterEach(() => app.close());

const start = { restart: false, artifacts: [] };
const eventCount = async (me: Historian) => (await me.call(api.dungeonProgress, { id: VAULT })).events.length;

/** Sends the same call twice with one key: the same answer, and the second is a replay with no effect. */
async function twice(me: Historian, method: 'POST' | 'PUT', path: string, body: unknown, key: string) {
  const first = await attempt(me, method, `/dungeon/${VAULT}/${path}`, body, key);
  const res = await me.inject({ method, url: `/api/dungeon/${VAULT}/${path}`, payload: body as Record<string, unknown>, headers: { 'idempotency-key': key } });
  expect(first.status).toBe(200);
  expect(res.statusCode).toBe(200);
  expect(res.headers['idempotent-replayed']).toBe('true');
  expect(res.json()).toEqual(first.body);
}

describe('every dungeon mutation is idempotent', () => {
  it('start: one crawl, the artifacts paid once', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await twice(me, 'POST', '', { restart: true, artifacts: ['witness-quill'] }, 'k-start');
    expect(await artifactPowerOf(app.ctx.db, me.userId)).toBe(250 - 100 + 100);
    expect((await me.call(api.dungeonLeaderboard, { id: VAULT })).users_started).toBe(1);
  });

  it('continue and change-room: one turn each', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, start);
    const before = await eventCount(me);
    await twice(me, 'PUT', 'continue/', { text: 'go south' }, 'k-go');
    const afterTurn = await eventCount(me);
    expect(afterTurn).toBeGreaterThan(before);
    await twice(me, 'POST', 'change-room/', { room: 'The Hall' }, 'k-travel');
    const progress = await me.call(api.dungeonProgress, { id: VAULT });
    expect(progress.actions_available).toBe(18);
  });

  it('restart-room and reset: one purchase, one restart', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, start);
    await me.call(api.dungeonRestartRoom, { id: VAULT });
    await twice(me, 'POST', 'restart-room/', undefined, 'k-room');
    expect(await purchasesOf(app.ctx.db, me.userId)).toHaveLength(1);
    const before = await eventCount(me);
    await twice(me, 'PUT', 'reset/', undefined, 'k-reset');
    const after = await me.call(api.dungeonProgress, { id: VAULT });
    expect(after.events.filter((e) => e.type === 'roomChange').length).toBe(2);
    expect(after.events.length).toBeGreaterThan(before);
  });

  it('resurrect: one try-again purchase', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, start);
    let status = 'active';
    for (let i = 0; status === 'active'; i++) {
      status = (await me.call(api.dungeonContinue, { id: VAULT }, { text: i % 2 ? 'go north' : 'go south' })).progress.status;
    }
    await twice(me, 'POST', 'resurrect/', { use_free: false }, 'k-again');
    expect(await purchasesOf(app.ctx.db, me.userId)).toHaveLength(1);
  });

  it('journal, notes, segments and reset-uses: one entry each', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const started = await me.call(api.dungeonStart, { id: VAULT }, start);
    await twice(me, 'POST', 'journal/custom/', { text: ' The statue watches. ' }, 'k-journal');
    await twice(me, 'PUT', 'user-progress/', { add_note: { room: 'The Hall', text: 'Lantern here' }, read_step: 3 }, 'k-note');
    const segment = started.events.find((e) => e.type === 'narrativeTextParagraph')!;
    await twice(me, 'PUT', 'user-progress/', { add_segment: { event_id: segment.event_id } }, 'k-seg');
    await twice(me, 'POST', 'reset-uses/', undefined, 'k-uses');
    const details = await me.call(api.dungeonDetails, { id: VAULT });
    expect(details.journal.map((j) => [j.source, j.text])).toEqual([['custom', 'The statue watches.'], ['segment', segment.type === 'narrativeTextParagraph' ? segment.text : '']]);
    expect(details.notes.map((n) => [n.room, n.text])).toEqual([['The Hall', 'Lantern here']]);
    expect(details.rooms[0]).toMatchObject({ name: 'The Hall', count: 1 });
    expect((await me.call(api.dungeonProgress, { id: VAULT })).read_step).toBe(3);
    const noteId = details.notes[0]!.note_id;
    const removed = await me.call(api.dungeonUpdateProgress, { id: VAULT }, { delete_note_id: noteId });
    expect(removed.rooms[0]!.count).toBe(0);
    expect((await attempt(me, 'PUT', `/dungeon/${VAULT}/user-progress/`, { delete_note_id: noteId })).status).toBe(404);
    expect((await attempt(me, 'PUT', `/dungeon/${VAULT}/user-progress/`, { add_note: { room: 'The Vault', text: 'x' } })).status).toBe(400);
  });

  it('a turn retried naming another last event is the same turn: the stored answer, no second turn', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const started = await me.call(api.dungeonStart, { id: VAULT }, start);
    const last = started.events.at(-1)!.seq;
    const first = await attempt(me, 'PUT', `/dungeon/${VAULT}/continue/`, { text: 'go south', after_seq: last }, 'k-cursor');
    expect(first.status).toBe(200);
    const count = await eventCount(me);
    const again = await me.inject({ method: 'PUT', url: `/api/dungeon/${VAULT}/continue/`, payload: { text: 'go south', after_seq: last - 1 }, headers: { 'idempotency-key': 'k-cursor' } });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.body);
    expect(await eventCount(me)).toBe(count);
    // Another choice under the key is another request.
    const other = await me.inject({ method: 'PUT', url: `/api/dungeon/${VAULT}/continue/`, payload: { text: 'go north', after_seq: last }, headers: { 'idempotency-key': 'k-cursor' } });
    expect(other.statusCode).toBe(422);
  });
});
