import { describe, expect, it } from 'vitest';
import { CLEAN, type FaultRates, ISSUE_RATES, seeded } from '../../../e2e/faults/schedule';
import type { OutboxRow } from '../../../src/db';
import { details, input, narrative, progress, turn } from '../helpers/dungeon-fixtures';
import { FakeNetwork, type Recorded } from '../helpers/fake-network';
import { comment, ratingResponse, user } from '../helpers/fixtures';
import { harness, signIn } from '../helpers/harness';
import { keyed, lossyFetch } from '../helpers/lossy-network';

const SAGAS = ['s1', 's2', 's3'];

/**
 * The reference server's effects, as logs: what each thread, the crawl and each rating target received,
 * in the order it was applied. Every write answers once per Idempotency-Key.
 */
function fakeServer(net: FakeNetwork) {
  const threads = new Map<string, string[]>();
  const crawl: string[] = [];
  const ratings = new Map<string, number[]>();
  const log = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
  let n = 0;
  const text = (req: Recorded) => (req.body as { text: string }).text;

  net.on('POST', '/sagas/:sagaId/add-comment/', keyed((req, { sagaId }) => {
    log(threads, `saga:${sagaId}`, text(req));
    return { status: 200, body: comment(`c${++n}`, { target_id: sagaId, text: text(req) }) };
  }));
  net.on('POST', '/dungeon/:dungeonId/add-comment/', keyed((req, { dungeonId }) => {
    log(threads, `dungeon:${dungeonId}`, text(req));
    return { status: 200, body: comment(`c${++n}`, { kind: 'dungeon', target_id: dungeonId, text: text(req) }) };
  }));
  const history = [narrative(0)];
  net.on('PUT', '/dungeon/:id/continue/', keyed((req) => {
    crawl.push(`turn:${text(req)}`);
    const played = [input(history.length, text(req)), narrative(history.length + 1)];
    history.push(...played);
    return { status: 200, body: turn(progress('d1', [...history]), played) };
  }));
  net.on('PUT', '/dungeon/:id/user-progress/', keyed((req) => {
    crawl.push(`note:${(req.body as { add_note: { text: string } }).add_note.text}`);
    return { status: 200, body: progress('d1', [...history]) };
  }));
  net.on('GET', '/dungeon/:id/user-progress/', () => ({ status: 200, body: progress('d1', [...history]) }));
  net.on('GET', '/dungeon/:id/details/', () => ({ status: 200, body: details() }));
  net.on('POST', '/user/rating/', keyed((req) => {
    const body = req.body as { target_type: 'series'; target_id: string; rating: number };
    log(ratings, `${body.target_type}:${body.target_id}`, body.rating);
    return { status: 200, body: ratingResponse({ target_type: body.target_type, target_id: body.target_id, rating: body.rating }) };
  }));
  return { threads, crawl, ratings };
}

/** N writes of four kinds over six scopes: three saga threads, the Timeline's thread, its crawl, two ratings. */
async function queueOffline(api: ReturnType<typeof harness>['api'], n: number) {
  const expected = { threads: new Map<string, string[]>(), crawl: [] as string[], ratings: new Map<string, number[]>() };
  const push = <T>(map: Map<string, T[]>, key: string, v: T) => map.set(key, [...(map.get(key) ?? []), v]);
  for (let i = 0; i < n; i++) {
    const slot = i % 10;
    if (slot < 4) {
      const saga = SAGAS[i % 3]!;
      await api.commentPost({ kind: 'saga', target_id: saga, text: `#${i} in ${saga}` });
      push(expected.threads, `saga:${saga}`, `#${i} in ${saga}`);
    } else if (slot < 6) {
      await api.commentPost({ kind: 'dungeon', target_id: 'd1', text: `#${i} on the Timeline` });
      push(expected.threads, 'dungeon:d1', `#${i} on the Timeline`);
    } else if (slot < 8) {
      await api.turnPlay({ dungeon_id: 'd1', text: `look #${i}` });
      expected.crawl.push(`turn:look #${i}`);
    } else if (slot === 8) {
      await api.roomNoteAdd({ dungeon_id: 'd1', room: 'The Gate', text: `note #${i}` });
      expected.crawl.push(`note:note #${i}`);
    } else {
      const target = i % 20 === 9 ? 'm1' : 'm2';
      const rating = (i % 5) + 1;
      await api.ratingSet({ target_type: 'series', target_id: target, rating });
      push(expected.ratings, `series:${target}`, rating);
    }
  }
  return expected;
}

/** Replays with the fake clock: runs every drain and timer until the outbox is empty; answers the time it took. */
async function replay(h: ReturnType<typeof harness>, maxTimers = 5_000): Promise<number> {
  const started = h.clock.now();
  await h.api.online();
  for (let i = 0; i < maxTimers && (await h.db.outbox.count()) > 0; i++) {
    await h.outbox.idle();
    const left = await h.db.outbox.toArray();
    if (left.length === 0) break;
    const failed = left.filter((r: OutboxRow) => r.state === 'failed');
    if (failed.length > 0) throw new Error(`refused: ${failed.map((r) => r.lastError).join(', ')}`);
    const at = h.clock.nextTimerAt();
    if (at === null) throw new Error(`stuck: ${left.length} writes and no timer`);
    h.clock.tick(at - h.clock.now());
  }
  return h.clock.now() - started;
}

async function run(n: number, rates: FaultRates, seed: number) {
  const net = new FakeNetwork();
  const server = fakeServer(net);
  const link = lossyFetch(net, seed, rates);
  let offline = true;
  const worker = harness({ net, fetch: link.fetch, isOffline: () => offline, random: seeded(seed) });
  await signIn(worker.db);
  await worker.db.user.put({ ...user(), id: 'me' });
  await worker.db.dungeonProgress.put((({ events: _e, ...row }) => row)(progress('d1')));
  await worker.db.dungeonEvents.put({ dungeon_id: 'd1', seq: 0, event: narrative(0), pending_outbox_id: null });
  const expected = await queueOffline(worker.api, n);
  offline = false;
  const took = await replay(worker);
  return { server, expected, took, dealt: link.dealt, db: worker.db };
}

describe('exactly once on a bad link', () => {
  it('200 writes of four kinds over seven scopes, replayed through drops, lost answers, 502 pages and garbled bodies: none lost, none doubled, each scope in order', { timeout: 60_000 }, async () => {
    const { server, expected, took, dealt, db } = await run(200, ISSUE_RATES, 13);

    expect(server.threads).toEqual(expected.threads);
    expect(server.crawl).toEqual(expected.crawl);
    expect(server.ratings).toEqual(expected.ratings);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.filter((c) => c.pending).count()).toBe(0);
    // The link did its worst: every kind of fault was dealt, in the issue's proportions.
    for (const fault of ['drop', 'lose', 'bad-gateway', 'garble'] as const) expect(dealt).toContain(fault);
    // Waiting on backoff (the fake clock moves only then) stays short: the link's pace, not its worst moment's.
    expect(took).toBeLessThan(20_000);
  });

  it('the same writes on a clean link go without a single wait', { timeout: 60_000 }, async () => {
    const { server, expected, took } = await run(200, CLEAN, 13);
    expect(server.threads).toEqual(expected.threads);
    expect(server.crawl).toEqual(expected.crawl);
    expect(took).toBe(0);
  });
});
