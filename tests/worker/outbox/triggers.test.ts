import { describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../../worker/outbox/replay';
import { OFFLINE_RECHECK_MS } from '../../../worker/outbox/replay';
import { CALL_TIMEOUT_MS } from '../../../worker/http/create-http';
import { FakeChannelHub } from '../helpers/fake-channel';
import { FakeClock } from '../helpers/fake-clock';
import { FakeLocks } from '../helpers/fake-locks';
import { FakeNetwork } from '../helpers/fake-network';
import { comment } from '../helpers/fixtures';
import { freshDb, harness, signIn, signedIn } from '../helpers/harness';
import { ADD_COMMENT, acceptComments } from '../helpers/servers';
import { keyed } from '../helpers/lossy-network';

/** Every way out of a drain leaves a timer for the earliest due write, or a trigger that will come. */
describe('a due write never waits for luck', () => {
  it('the page says online before the worker’s own navigator does: the write still goes, within a second', async () => {
    // Chromium hands the page `online` and the worker its network separately, and fires no `online` in the
    // worker: the message can find the worker still offline, and nothing else would come (e2e/offline-slice).
    let workerOffline = true;
    const h = await signedIn({ isOffline: () => workerOffline });
    acceptComments(h.net);
    await h.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Written on the train' });
    await h.api.online();
    await h.outbox.idle();
    expect(h.net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(0);

    workerOffline = false;
    h.clock.tick(OFFLINE_RECHECK_MS);
    await vi.waitFor(async () => expect(await h.db.outbox.count()).toBe(0));
    expect(h.net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(1);
  });

  it('while offline with nothing waiting, the outbox sets no timer', async () => {
    const h = await signedIn({ isOffline: () => true });
    await h.api.online();
    await h.outbox.idle();
    expect(h.clock.nextTimerAt()).toBeNull();
  });

  it('an answer that never comes is given up after the call timeout and the write is sent again under its key', async () => {
    const h = await signedIn();
    let calls = 0;
    h.net.on('POST', ADD_COMMENT, () => (++calls === 1 ? new Promise(() => {}) : { status: 201, body: comment('c1') }));
    await h.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Into the void' });
    await vi.waitFor(() => expect(calls).toBe(1));

    h.clock.tick(CALL_TIMEOUT_MS);
    await h.outbox.idle();
    const [row] = await h.db.outbox.toArray();
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    h.clock.tick(row!.nextAttemptAt - h.clock.now());
    await vi.waitFor(async () => expect(await h.db.outbox.count()).toBe(0));
    const keys = h.net.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([row!.id, row!.id]);
  });

  it('an exception while storing the answer leaves the write pending with a timer, and it is delivered later', async () => {
    const h = await signedIn();
    acceptComments(h.net);
    const bulkPut = h.db.comments.bulkPut.bind(h.db.comments);
    let broken = true;
    vi.spyOn(h.db.comments, 'bulkPut').mockImplementation(((...args: Parameters<typeof bulkPut>) => (broken ? Promise.reject(new Error('disk full')) : bulkPut(...args))) as typeof bulkPut);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await h.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Kept despite the disk' });
    await h.outbox.idle();
    const [row] = await h.db.outbox.toArray();
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(h.clock.nextTimerAt()).toBe(row!.nextAttemptAt);

    broken = false;
    h.clock.tick(row!.nextAttemptAt - h.clock.now());
    await vi.waitFor(async () => expect(await h.db.outbox.count()).toBe(0));
    expect(h.net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(2);
  });
});

describe('one replayer across tabs', () => {
  function tabs() {
    const db = freshDb();
    const net = new FakeNetwork();
    const locks = new FakeLocks();
    const clock = new FakeClock();
    const hub = new FakeChannelHub<OutboxMessage>();
    const tab = () => harness({ db, net, locks, clock, tabs: hub });
    return { db, net, locks, clock, tab, signIn: () => signIn(db) };
  }

  it('a write made in a tab that does not lead is sent by the leading tab, once', async () => {
    const { db, net, tab, signIn } = tabs();
    const seen: string[] = [];
    net.on('POST', ADD_COMMENT, keyed((req) => (seen.push(req.headers['idempotency-key']!), { status: 201, body: comment(`c${seen.length}`) })));
    await signIn();
    const a = tab();
    const b = tab();
    await a.api.start();
    await a.outbox.idle();
    await b.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'From the other tab' });
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(seen).toHaveLength(1);
    expect(await b.outbox.idle()).toBeUndefined(); // b never led, so it never sent
  });

  it('while another tab holds the outbox lock this tab sends nothing; when it is released this tab sends each write once', async () => {
    const locks = new FakeLocks();
    const { api, net, outbox } = await signedIn({ locks });
    acceptComments(net);
    const release = await locks.hold('outbox');

    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Wait for me' });
    await outbox.idle();
    expect(net.requests).toHaveLength(0);

    release();
    await vi.waitFor(() => expect(net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(1));
  });

  it('the leading tab closes mid-request: the tab in line takes over and sends the write again under its key', async () => {
    const { db, net, tab, signIn } = tabs();
    const keys: string[] = [];
    let hang = true;
    net.on('POST', ADD_COMMENT, (req) => {
      keys.push(req.headers['idempotency-key']!);
      return hang ? new Promise(() => {}) : { status: 201, body: comment('c1') };
    });
    await signIn();
    const a = tab();
    const b = tab();
    await a.api.start();
    await b.api.start();
    await a.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Sent as the tab closed' });
    await vi.waitFor(() => expect(keys).toHaveLength(1));
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'sending' }]);

    hang = false;
    a.outbox.stop(); // the tab is gone: its request never answers, its lock is released
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
