import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from '../../src/db';
import { enqueue } from '../../worker/outbox/enqueue';
import { adventure, chapter, comment, ratingResponse, user } from './helpers/fixtures';
import { FakeLocks } from './helpers/fake-locks';
import { FakeNetwork, type Recorded } from './helpers/fake-network';
import { freshDb, harness, signIn } from './helpers/harness';

const ADD_COMMENT = '/sagas/:sagaId/add-comment/';
const CONTINUE = '/ac/:id/continue/';

/** A server that answers add-comment with a new comment carrying the posted text. */
function acceptComments(net: FakeNetwork): void {
  let n = 0;
  net.on('POST', ADD_COMMENT, (req, { sagaId }) => {
    const body = req.body as { text: string; parent_id?: string | null };
    return { status: 201, body: comment(`c${++n}`, { saga_id: sagaId ?? '', text: body.text, parent_id: body.parent_id ?? null }) };
  });
}

async function signedInHarness(opts: Parameters<typeof harness>[0] = {}) {
  const h = harness(opts);
  await signIn(h.db);
  await h.db.user.put({ ...user(), id: 'me' });
  return h;
}

const sentTexts = (reqs: Recorded[]) => reqs.map((r) => (r.body as { text: string }).text);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the outbox', () => {
  it('a comment written offline is sent once when the network returns', async () => {
    const { db, net, api, outbox } = await signedInHarness();
    await db.sagas.put({ saga_id: 'saga1', comment_count: 3 });
    net.online = false;

    expect(await api.postComment('saga1', '  Onward!  ')).toEqual({ ok: true, value: undefined });
    await outbox.idle();

    const [local] = await db.comments.toArray();
    expect(local).toMatchObject({ saga_id: 'saga1', text: 'Onward!', pending: true, user: { user_id: 'u1', username: 'Wren' } });
    expect(local?.comment_id).toMatch(/^local:/);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'comment', scope: 'thread:saga1', state: 'pending', attempts: 1, seq: 1 });
    expect(row?.request).toEqual({ endpoint: 'sagaAddComment', params: { sagaId: 'saga1' }, body: { text: 'Onward!' } });
    expect(row?.label).toContain('Onward!');
    expect(local?.outbox_id).toBe(row?.id);

    acceptComments(net);
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.toArray()).toEqual([{ ...comment('c1', { text: 'Onward!' }), pending: false, outbox_id: null }]);
    expect((await db.sagas.get('saga1'))?.comment_count).toBe(4);
  });

  it('a write whose transaction fails leaves neither the optimistic row nor the outbox row', async () => {
    const { db, api } = await signedInHarness();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    db.outbox.hook('creating', () => {
      throw new Error('quota exceeded');
    });

    const result = await api.postComment('saga1', 'Lost?');

    expect(result.ok).toBe(false);
    expect(await db.comments.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an optimistic write that throws midway leaves nothing behind', async () => {
    const { db, clock } = harness();
    const attempt = enqueue(
      db,
      clock,
      { kind: 'comment', scope: 'thread:s', request: { endpoint: 'sagaAddComment', params: { sagaId: 's' }, body: { text: 'x' } }, label: 'x' },
      [db.comments, db.sagas],
      async (outbox_id) => {
        await db.comments.add({ ...comment('local:1'), pending: true, outbox_id });
        await db.sagas.put({ saga_id: 's', comment_count: 1 });
        throw new Error('boom');
      },
    );

    await expect(attempt).rejects.toThrow('boom');
    expect(await db.comments.count()).toBe(0);
    expect(await db.sagas.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a 251-character choice is refused with a clear message and nothing is written', async () => {
    const { db, api, net } = await signedInHarness();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });

    const result = await api.submitChoice('a1', 1, 'x'.repeat(251));

    expect(result).toEqual({ ok: false, message: 'At most 250 characters' });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.chapters.get(['a1', 1]))?.pending_choice).toBeNull();
    expect(net.requests).toHaveLength(0);
  });

  it('a choice shows as pending and is replaced by the adventure the server returns', async () => {
    const { db, api, net, outbox } = await signedInHarness();
    await db.adventures.put({ ...adventure('a1', []), chapters: undefined } as never);
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.online = false;

    await api.submitChoice('a1', 1, 'Open the gate');
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect((await db.chapters.get(['a1', 1]))?.pending_choice).toEqual({ outbox_id: row?.id, text: 'Open the gate' });

    const answer = adventure('a1', [chapter(1, { choice_made: 'Open the gate' }), chapter(2)]);
    net.on('PUT', CONTINUE, { status: 200, body: answer });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.to('PUT', '/ac/a1/continue/')[0]?.body).toEqual({ chapter: 1, choice: 'Open the gate' });
    expect(await db.outbox.count()).toBe(0);
    const rows = await db.chapters.where('adventure_id').equals('a1').sortBy('chapter_number');
    expect(rows.map((c) => [c.chapter_number, c.choice_made, c.pending_choice])).toEqual([
      [1, 'Open the gate', null],
      [2, null, null],
    ]);
    expect((await db.adventures.get('a1'))?.current_chapter).toBe(2);
  });

  it('a second choice for a chapter whose choice is still pending is refused', async () => {
    const { db, api, net, outbox } = await signedInHarness();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.online = false;
    await api.submitChoice('a1', 1, 'Left');
    const second = await api.submitChoice('a1', 1, 'Right');
    await outbox.idle();
    expect(second.ok).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });

  it('writes within one scope are sent in the order they were made, one at a time', async () => {
    const { db, api, net, outbox } = await signedInHarness();
    net.online = false;
    for (const text of ['one', 'two', 'three']) await api.postComment('saga1', text);
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
    const { db, api, net, outbox } = await signedInHarness();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.online = false;
    await api.postComment('sagaA', 'first in A');
    await api.postComment('sagaA', 'second in A');
    await api.submitChoice('a1', 1, 'Go on');
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
      ['thread:sagaA', 'pending', 1],
      ['thread:sagaA', 'pending', 0],
    ]);
  });

  it('a row left "sending" by a closed tab goes back to pending and is sent at start', async () => {
    const { db, api, net, clock, outbox } = await signedInHarness();
    acceptComments(net);
    const row: OutboxRow = {
      id: 'abandoned-1',
      seq: 1,
      kind: 'comment',
      scope: 'thread:saga1',
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
});

describe('classifying failures', () => {
  async function oneCommentAgainst(reply: (net: FakeNetwork) => void) {
    const h = await signedInHarness();
    reply(h.net);
    await h.api.postComment('saga1', 'Hello');
    await h.outbox.idle();
    await h.api.postComment('saga1', 'Again');
    await h.outbox.idle();
    return { ...h, rows: await h.db.outbox.orderBy('seq').toArray() };
  }

  it('while the device says it is offline nothing is attempted, and `online` sends it once', async () => {
    let offline = true;
    const h = harness({ isOffline: () => offline });
    await signIn(h.db);
    await h.db.user.put({ ...user(), id: 'me' });
    acceptComments(h.net);

    await h.api.postComment('saga1', 'Written underground');
    await h.outbox.idle();
    h.clock.tick(60_000);
    await h.outbox.idle();
    expect(h.net.requests).toHaveLength(0);
    expect(await h.db.outbox.toArray()).toMatchObject([{ state: 'pending', attempts: 0 }]);

    offline = false;
    await h.api.online();
    await vi.waitFor(async () => expect(await h.db.outbox.count()).toBe(0));
    expect(h.net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(1);
  });

  it('when the network returns, a write that waited for it starts its backoff afresh', async () => {
    const { db, net, api, outbox, clock } = await signedInHarness();
    net.online = false;
    await api.postComment('saga1', 'Written in a tunnel');
    await outbox.idle();
    for (let i = 0; i < 5; i++) {
      clock.tick(60_000);
      await outbox.idle();
    }
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'pending' });
    expect((await db.outbox.toArray())[0]!.attempts).toBeGreaterThan(3);

    // The page hears `online` a moment before the worker's own network is back: the first try fails,
    // and the next one comes after a first-attempt backoff, not after the long one already earned.
    await api.online();
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row!.nextAttemptAt - clock.now()).toBeLessThanOrEqual(2_000);

    acceptComments(net);
    net.online = true;
    clock.tick(2_000);
    await outbox.idle();
    expect(net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a network error keeps the write pending for a later retry', async () => {
    const { rows, net } = await oneCommentAgainst((net) => {
      net.online = false;
    });
    expect(rows[0]).toMatchObject({ state: 'pending', attempts: 1 });
    expect(net.requests).toHaveLength(0);
  });

  it.each([408, 429, 500, 502, 503])('a %i keeps the write pending and holds the scope until the retry', async (status) => {
    const { rows, net } = await oneCommentAgainst((net) => net.on('POST', ADD_COMMENT, { status, body: { message: 'later' } }));
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ]);
    expect(sentTexts(net.requests)).toEqual(['Hello']);
  });

  it.each([400, 404, 409, 422])('a %i marks the write failed with the server message, kept until the player acts', async (status) => {
    const { rows, net, clock, outbox } = await oneCommentAgainst((net) =>
      net.on('POST', ADD_COMMENT, { status, body: { message: `Refused ${status}` } }),
    );
    expect(rows[0]).toMatchObject({ state: 'failed', lastError: `Refused ${status}` });
    expect(rows[1]).toMatchObject({ state: 'pending' });

    clock.tick(10 * 60_000);
    await outbox.idle();
    expect(net.requests).toHaveLength(1);
  });

  it('a 401 refreshes the token once and the write goes through with the new one', async () => {
    const { db, api, net, outbox } = await signedInHarness();
    net.on('POST', ADD_COMMENT, (req) =>
      req.headers.authorization === 'Bearer access-2' ? { status: 201, body: comment('c1') } : { status: 401, body: { message: 'expired' } },
    );
    net.on('GET', '/auth/token/refresh/', { status: 200, body: { access_token: 'access-2', refresh_token: 'refresh-2' } });

    await api.postComment('saga1', 'Hi');
    await outbox.idle();

    expect(net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(2);
    expect(net.to('GET', '/auth/token/refresh/')[0]?.query.get('refresh_token')).toBe('refresh-1');
    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a 401 whose refresh fails signs out but keeps the write for after sign-in', async () => {
    const { db, api, net, outbox } = await signedInHarness();
    net.on('POST', ADD_COMMENT, { status: 401, body: { message: 'expired' } });
    net.on('GET', '/auth/token/refresh/', { status: 401, body: { message: 'bad refresh token' } });

    await api.postComment('saga1', 'Hi');
    await outbox.idle();

    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: null, refresh_token: null });
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'pending', attempts: 1 }]);
    expect(net.to('GET', '/auth/token/refresh/')).toHaveLength(1);
  });
});

describe('retrying', () => {
  it('a retry after a 503 waits for its backoff and sends the same Idempotency-Key', async () => {
    const { db, api, net, clock, outbox } = await signedInHarness();
    let calls = 0;
    net.on('POST', ADD_COMMENT, () => (++calls === 1 ? { status: 503, body: { message: 'busy' } } : { status: 201, body: comment('c1') }));

    await api.postComment('saga1', 'Hi');
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
    const { db, api, net, outbox } = await signedInHarness();
    net.on('POST', ADD_COMMENT, { status: 409, body: { message: 'Slow down' } });
    await api.postComment('saga1', 'Hi');
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

describe('discarding', () => {
  it('discarding a failed comment removes it and its outbox row', async () => {
    const { db, api, net, outbox } = await signedInHarness();
    net.on('POST', ADD_COMMENT, { status: 422, body: { message: 'Too rude' } });
    await api.postComment('saga1', 'Hi');
    await outbox.idle();
    const [row] = await db.outbox.toArray();

    await api.discardWrite(row?.id ?? '');

    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.count()).toBe(0);
  });

  it('discarding a pending choice clears the pending choice card', async () => {
    const { db, api, net, outbox } = await signedInHarness();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.online = false;
    await api.submitChoice('a1', 1, 'Jump');
    await outbox.idle();
    const [row] = await db.outbox.toArray();

    await api.discardWrite(row?.id ?? '');

    expect((await db.chapters.get(['a1', 1]))?.pending_choice).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('discarding a rating puts back the rating it replaced', async () => {
    const { db, api, net, outbox } = await signedInHarness();
    const before = { target_type: 'series' as const, target_id: 's1', rating: 3, average: 4, count: 10, pending: false, outbox_id: null };
    await db.ratings.put(before);
    net.online = false;
    await api.rate({ target_type: 'series', target_id: 's1', rating: 5 });
    await outbox.idle();
    expect(await db.ratings.get(['series', 's1'])).toMatchObject({ rating: 5, pending: true, average: 4 });
    const [row] = await db.outbox.toArray();
    expect(row?.scope).toBe('rating:series:s1');

    await api.discardWrite(row?.id ?? '');

    expect(await db.ratings.get(['series', 's1'])).toEqual(before);
  });

  it('a sent rating is replaced by the server answer', async () => {
    const { db, api, net, outbox } = await signedInHarness();
    net.on('POST', '/user/rating/', { status: 200, body: ratingResponse({ rating: 4 }) });
    await api.rate({ target_type: 'series', target_id: 's1', rating: 4 });
    await outbox.idle();
    expect(await db.ratings.get(['series', 's1'])).toEqual({ ...ratingResponse({ rating: 4 }), pending: false, outbox_id: null });
  });
});

describe('one replayer across tabs', () => {
  it('while another tab holds the outbox lock this tab sends nothing; then each write is sent once', async () => {
    const locks = new FakeLocks();
    const { api, net, outbox } = await signedInHarness({ locks });
    acceptComments(net);
    const release = await locks.hold('outbox');

    await api.postComment('saga1', 'Wait for me');
    await new Promise((r) => setTimeout(r, 20));
    expect(net.requests).toHaveLength(0);

    release();
    await outbox.idle();
    expect(net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(1);
  });

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
    const tabA = await signedInHarness({ db, net, locks });
    const tabB = harness({ db, net, locks });

    net.online = false;
    await tabA.api.postComment('saga1', 'a');
    await tabB.api.postComment('saga2', 'b');
    await tabA.api.postComment('saga1', 'c');
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
