import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../src/contract';
import type { OutboxRow } from '../../../src/db';
import { createHttp } from '../../../worker/http/create-http';
import { type Committer, createCommitter } from '../../../worker/outbox/commit';
import { createDeliver } from '../../../worker/outbox/deliver';
import { claimTables } from '../../../worker/outbox/delivery';
import { writes } from '../../../worker/writes';
import { comment } from '../helpers/fixtures';
import { CLAIM_RUN, createDrainer } from '../../../worker/outbox/drain';
import { FakeClock } from '../helpers/fake-clock';
import { BASE_URL, FakeNetwork } from '../helpers/fake-network';
import { freshDb, inCrawl, maxJitter, signIn, signedIn } from '../helpers/harness';
import { acceptComments, playChoices } from '../helpers/servers';

const texts = (rows: { body?: unknown }[]) => rows.map((r) => (r.body as { text: string }).text);

describe('a scope sends on while its answers are stored', () => {
  it('the next write goes out as soon as the answer before it arrives, not once it is stored', async () => {
    const { db, api, net, outbox } = await signedIn();
    net.online = false;
    for (const text of ['one', 'two', 'three']) await api.commentPost({ kind: 'saga', target_id: 'saga1', text });
    await outbox.idle();
    acceptComments(net);

    // Another transaction holds the comments table: no answer can be stored until it ends.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const holding = db.transaction('rw', db.comments, () => Dexie.waitFor(gate));
    net.online = true;
    // Back online, the replay runs until every answer is stored: it cannot end while the gate is shut.
    const replay = api.online();
    await expect.poll(() => net.to('POST', '/sagas/saga1/add-comment/').length).toBe(3);

    open();
    await holding;
    await replay;
    await outbox.idle();
    expect(texts(net.to('POST', '/sagas/saga1/add-comment/'))).toEqual(['one', 'two', 'three']);
    expect(await db.outbox.count()).toBe(0);
    const stored = await db.comments.where('thread').equals('saga:saga1').toArray();
    expect(stored.filter((c) => !c.pending).map((c) => c.text).sort()).toEqual(['one', 'three', 'two']);
  });

  it('across runs claimed ahead, every write goes once and in order, and each choice names what the one before it brought', async () => {
    const h = await inCrawl();
    const { db, net, api, outbox } = h;
    const n = 2 * CLAIM_RUN + 3;
    net.online = false;
    for (let i = 0; i < n; i++) {
      await api.turnPlay({ dungeon_id: 'd1', text: `choice ${i}` });
      await api.commentPost({ kind: 'saga', target_id: 'saga1', text: `comment ${i}` });
    }
    await outbox.idle();
    playChoices(net);
    acceptComments(net);
    net.online = true;
    await api.online();
    // `online` wakes the outbox without waiting for it: wait for the replay to take every write.
    await expect.poll(() => db.outbox.count(), { timeout: 10_000 }).toBe(0);
    await outbox.idle();

    const turns = net.to('PUT', '/dungeon/d1/continue/').map((r) => r.body as { text: string; after_seq: number });
    expect(turns).toEqual(Array.from({ length: n }, (_, i) => ({ text: `choice ${i}`, after_seq: 2 * i })));
    expect(new Set(net.to('PUT', '/dungeon/d1/continue/').map((r) => r.headers['idempotency-key'])).size).toBe(n);
    expect(texts(net.to('POST', '/sagas/saga1/add-comment/'))).toEqual(Array.from({ length: n }, (_, i) => `comment ${i}`));
    expect(await db.outbox.count()).toBe(0);
    const events = await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq');
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 2 * n + 1 }, (_, i) => i));
    expect(events.every((e) => e.pending_outbox_id === null)).toBe(true);
  });

  it('writes claimed together but not sent go back to waiting when their scope is held', async () => {
    const { db, api, net, outbox } = await signedIn();
    net.online = false;
    for (const text of ['one', 'two', 'three']) await api.commentPost({ kind: 'saga', target_id: 'saga1', text });
    await outbox.idle();
    net.on('POST', '/sagas/:sagaId/add-comment/', { status: 422, body: { message: 'Too many comments today.' } });
    net.online = true;
    await api.online();
    await expect.poll(async () => (await db.outbox.orderBy('seq').first())?.state).toBe('failed');
    await outbox.idle();

    expect(texts(net.to('POST', '/sagas/saga1/add-comment/'))).toEqual(['one']);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.state, r.sent ?? false])).toEqual([
      ['failed', true],
      ['pending', false],
      ['pending', false],
    ]);
  });
});

describe('the committer', () => {
  const row = (id: string, seq: number, text: string): OutboxRow => ({
    id,
    seq,
    kind: 'commentPost',
    scope: 'thread:saga:saga1',
    request: { endpoint: 'sagaAddComment', params: { sagaId: 'saga1' }, body: { text } },
    label: 'Comment',
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'sending',
    lastError: null,
  });

  it('stores the answers that arrive while a transaction runs together in the next one; one bad answer fails alone', async () => {
    const db = freshDb();
    const rows = [row('w1', 1, 'one'), row('w2', 2, 'two'), row('w3', 3, 'three'), row('w4', 4, 'four')];
    await db.outbox.bulkAdd(rows);
    const answers = rows.map((r, i): Comment => comment(`c${i + 1}`, { target_id: 'saga1', text: (r.request.body as { text: string }).text }));
    // A bug in storing one answer ('three'), alone or among others.
    const { apply, applyAll } = writes.commentPost;
    const bad = (answers: Comment[]) => answers.some((a) => a.text === 'three');
    const broken = {
      ...writes,
      commentPost: {
        ...writes.commentPost,
        apply: (d: typeof db, r: Parameters<typeof apply>[1], a: Comment) => (bad([a]) ? Promise.reject(new Error('a bug')) : apply(d, r, a)),
        applyAll: (d: typeof db, all: Parameters<NonNullable<typeof applyAll>>[1]) => (bad(all.map((x) => x.answer)) ? Promise.reject(new Error('a bug')) : applyAll!(d, all)),
      },
    };
    let transactions = 0;
    const transaction = db.transaction.bind(db) as (...args: unknown[]) => unknown;
    (db as unknown as { transaction: (...args: unknown[]) => unknown }).transaction = (...args) => {
      transactions++;
      return transaction(...args);
    };
    const committer = createCommitter({ db, writes: broken, followUp: () => {} });

    const outcomes = await Promise.allSettled(rows.map((r, i) => committer.add(r, answers[i]!)));

    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await db.outbox.toArray()).map((r) => r.id)).toEqual(['w3']);
    expect((await db.comments.toArray()).map((c) => c.text).sort()).toEqual(['four', 'one', 'two']);
    // The first alone; the other three together, which failed; then each of the three alone.
    expect(transactions).toBe(1 + 1 + 3);
  });

  it('skips a write discarded while in flight: its row is gone, its answer is not stored', async () => {
    const db = freshDb();
    const committer = createCommitter({ db, writes, followUp: () => {} });
    await db.outbox.add(row('w1', 1, 'kept'));
    await Promise.all([committer.add(row('w0', 0, 'discarded'), comment('c0', { target_id: 'saga1', text: 'discarded' })), committer.add(row('w1', 1, 'kept'), comment('c1', { target_id: 'saga1', text: 'kept' }))]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.comments.toArray()).map((c) => c.text)).toEqual(['kept']);
  });
});

describe('a scope held while its answers are still being stored', () => {
  it('goes again as soon as another write proves the link, not when its backoff ends', async () => {
    const db = freshDb();
    const net = new FakeNetwork();
    const clock = new FakeClock();
    await signIn(db);
    acceptComments(net);
    const rows = (['A:a1', 'A:a2', 'B:b1', 'B:b2', 'B:b3'] as const).map((w, i): OutboxRow => {
      const [saga, text] = w.split(':') as [string, string];
      return {
        id: text,
        seq: i + 1,
        kind: 'commentPost',
        scope: `thread:saga:${saga}`,
        request: { endpoint: 'sagaAddComment', params: { sagaId: saga }, body: { text } },
        label: 'Comment',
        createdAt: clock.now(),
        attempts: 0,
        nextAttemptAt: clock.now(),
        state: 'pending',
        lastError: null,
      };
    });
    await db.outbox.bulkAdd(rows);

    // a2's answer is lost once; B's writes go through only once that is recorded, so they prove the link
    // while A's runner still waits for a1's answer to be stored.
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const recorded = async () => {
      while ((await db.outbox.get('a2'))?.attempts !== 1) await sleep(2);
      await sleep(5);
    };
    let lost = false;
    const http = createHttp({
      db,
      clock,
      baseUrl: BASE_URL,
      fetch: async (input, init) => {
        if (!lost && String(init.body).includes('a2')) {
          lost = true;
          throw new TypeError('Failed to fetch');
        }
        if (input.includes('/sagas/B/')) await recorded();
        return net.fetch(input, init);
      },
    });
    let storeA = () => {};
    const aStored = new Promise<void>((resolve) => (storeA = resolve));
    const committer: Committer = {
      add: (row) => (row.scope === 'thread:saga:A' ? aStored : Promise.resolve()).then(() => db.outbox.delete(row.id)),
    };
    const drainer = createDrainer({
      db,
      clock,
      random: maxJitter,
      deliver: createDeliver({ db, http, clock, random: maxJitter }),
      committer,
      writes,
      claimTables: claimTables(db, writes),
      isOffline: () => false,
      isStopped: () => false,
    });

    const run = drainer.run();
    await expect.poll(() => net.to('POST', '/sagas/B/add-comment/').length).toBe(3);
    storeA();
    await run;

    // No clock tick happened: a2 went again once B's writes proved the link.
    expect(texts(net.to('POST', '/sagas/A/add-comment/'))).toEqual(['a1', 'a2']);
    expect(await db.outbox.count()).toBe(0);
  });
});
