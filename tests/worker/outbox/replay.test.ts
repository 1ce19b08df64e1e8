import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../src/db';
import { details, input, narrative, progress, roomNote } from '../helpers/dungeon-fixtures';
import { FakeLocks } from '../helpers/fake-locks';
import { FakeNetwork, type Recorded } from '../helpers/fake-network';
import { adventure, chapter, comment } from '../helpers/fixtures';
import { freshDb, harness, inCrawl, signedIn } from '../helpers/harness';
import { ADD_COMMENT, DETAILS, PROGRESS, acceptComments, playChoices } from '../helpers/servers';

const CONTINUE = '/ac/:id/continue/';

const sentTexts = (reqs: Recorded[]) => reqs.map((r) => (r.body as { text: string }).text);

describe('replaying the outbox', () => {
  it('writes within one scope are sent in the order they were made, one at a time', async () => {
    const { db, api, net, outbox } = await signedIn();
    net.online = false;
    for (const text of ['one', 'two', 'three']) await api.commentPost({ kind: 'saga', target_id: 'saga1', text });
    await outbox.idle();
    expect((await db.outbox.orderBy('seq').toArray()).map((r) => r.seq)).toEqual([1, 2, 3]);

    let inFlight = 0;
    let maxInFlight = 0;
    let n = 0;
    net.on('POST', ADD_COMMENT, async (req) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return { status: 201, body: comment(`c${++n}`, { text: (req.body as { text: string }).text }) };
    });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(sentTexts(net.to('POST', '/sagas/saga1/add-comment/'))).toEqual(['one', 'two', 'three']);
    expect(maxInFlight).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a failing write holds its own scope but not the others', async () => {
    const { db, api, net, outbox } = await signedIn();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.online = false;
    await api.commentPost({ kind: 'saga', target_id: 'sagaA', text: 'first in A' });
    await api.commentPost({ kind: 'saga', target_id: 'sagaA', text: 'second in A' });
    await api.chapterChoose({ adventure_id: 'a1', chapter: 1, choice: 'Go on' });
    await outbox.idle();

    net.on('POST', ADD_COMMENT, { status: 503, body: { message: 'busy' } });
    net.on('PUT', CONTINUE, { status: 200, body: adventure('a1', [chapter(1, { choice_made: 'Go on' }), chapter(2)]) });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(sentTexts(net.to('POST', '/sagas/sagaA/add-comment/'))).toEqual(['first in A']);
    expect(net.to('PUT', '/ac/a1/continue/')).toHaveLength(1);
    const left = await db.outbox.orderBy('seq').toArray();
    // `online` restarted the backoff of what waited for the network; the 503 is its first attempt since.
    expect(left.map((r) => [r.scope, r.state, r.attempts])).toEqual([
      ['thread:saga:sagaA', 'pending', 1],
      ['thread:saga:sagaA', 'pending', 0],
    ]);
  });

  it('a row left "sending" by a closed tab goes back to pending and is sent at start', async () => {
    const { db, api, net, clock, outbox } = await signedIn();
    acceptComments(net);
    const row: OutboxRow = {
      id: 'abandoned-1',
      seq: 1,
      kind: 'commentPost',
      scope: 'thread:saga:saga1',
      request: { endpoint: 'sagaAddComment', params: { sagaId: 'saga1' }, body: { text: 'Still here' } },
      label: 'Comment',
      createdAt: clock.now(),
      attempts: 0,
      nextAttemptAt: clock.now(),
      state: 'sending',
      lastError: null,
    };
    await db.outbox.add(row);

    await api.start();
    await outbox.idle();

    const sent = net.to('POST', '/sagas/saga1/add-comment/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['idempotency-key']).toBe('abandoned-1');
    expect(await db.outbox.count()).toBe(0);
  });

  it('a note and a choice in one dungeon share its scope and go in the order made', async () => {
    const h = await inCrawl();
    const { db, net, api, outbox } = h;
    net.online = false;
    await api.turnPlay({ dungeon_id: 'd1', text: 'Look' });
    await api.roomNoteAdd({ dungeon_id: 'd1', room: 'The Gate', text: 'Saw a lever' });
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
});

describe('retrying', () => {
  it('a retry after a 503 waits for its backoff and sends the same Idempotency-Key', async () => {
    const { db, api, net, clock, outbox } = await signedIn();
    let calls = 0;
    net.on('POST', ADD_COMMENT, () => (++calls === 1 ? { status: 503, body: { message: 'busy' } } : { status: 201, body: comment('c1') }));

    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Hi' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    // maxJitter: the first window is 1 s, so the delay is 999 ms.
    expect(row?.nextAttemptAt).toBe(clock.now() + 999);

    clock.tick(998);
    await outbox.idle();
    expect(calls).toBe(1);

    clock.tick(1);
    await outbox.idle();
    expect(calls).toBe(2);
    const keys = net.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([row?.id, row?.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('the player can retry a failed write', async () => {
    const { db, api, net, outbox } = await signedIn();
    net.on('POST', ADD_COMMENT, { status: 409, body: { message: 'Slow down' } });
    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Hi' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row?.state).toBe('failed');

    acceptComments(net);
    await api.retryWrite(row?.id ?? '');
    await outbox.idle();

    expect(await db.outbox.count()).toBe(0);
    expect(net.requests.map((r) => r.headers['idempotency-key'])).toEqual([row?.id, row?.id]);
  });
});

describe('one replayer across tabs', () => {
  it('two tabs kicking at once deliver every write exactly once', async () => {
    const db = freshDb();
    const net = new FakeNetwork();
    const locks = new FakeLocks();
    const seen = new Map<string, number>();
    let inFlight = 0;
    let maxInFlight = 0;
    let n = 0;
    net.on('POST', ADD_COMMENT, async (req) => {
      const key = req.headers['idempotency-key'] ?? '';
      seen.set(key, (seen.get(key) ?? 0) + 1);
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await new Promise((r) => setTimeout(r, 2));
      inFlight--;
      return { status: 201, body: comment(`c${++n}`) };
    });
    const tabA = await signedIn({ db, net, locks });
    const tabB = harness({ db, net, locks });

    net.online = false;
    await tabA.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'a' });
    await tabB.api.commentPost({ kind: 'saga', target_id: 'saga2', text: 'b' });
    await tabA.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'c' });
    await Promise.all([tabA.outbox.idle(), tabB.outbox.idle()]);
    net.online = true;

    await Promise.all([tabA.api.online(), tabB.api.online(), tabA.api.visible(), tabB.api.visible()]);
    await Promise.all([tabA.outbox.idle(), tabB.outbox.idle()]);

    expect(seen.size).toBe(3);
    expect([...seen.values()]).toEqual([1, 1, 1]);
    expect(await db.outbox.count()).toBe(0);
    expect(maxInFlight).toBeLessThanOrEqual(2); // two scopes may be in flight together, within one leader
  });
});
