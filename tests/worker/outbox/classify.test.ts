import { describe, expect, it, vi } from 'vitest';
import { FakeNetwork, type Recorded } from '../helpers/fake-network';
import { comment, user } from '../helpers/fixtures';
import { harness, signIn, signedIn } from '../helpers/harness';
import { ADD_COMMENT, acceptComments } from '../helpers/servers';

const sentTexts = (reqs: Recorded[]) => reqs.map((r) => (r.body as { text: string }).text);

describe('classifying failures', () => {
  async function oneCommentAgainst(reply: (net: FakeNetwork) => void) {
    const h = await signedIn();
    reply(h.net);
    await h.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Hello' });
    await h.outbox.idle();
    await h.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Again' });
    await h.outbox.idle();
    return { ...h, rows: await h.db.outbox.orderBy('seq').toArray() };
  }

  it('while the device says it is offline nothing is attempted, and `online` sends it once', async () => {
    let offline = true;
    const h = harness({ isOffline: () => offline });
    await signIn(h.db);
    await h.db.user.put({ ...user(), id: 'me' });
    acceptComments(h.net);

    await h.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Written underground' });
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
    const { db, net, api, outbox, clock } = await signedIn();
    net.online = false;
    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Written in a tunnel' });
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

  it('a 2xx whose body arrives garbled is retried under the same key, and the stored answer then delivers it once', async () => {
    const net = new FakeNetwork();
    let calls = 0;
    net.on('POST', ADD_COMMENT, () => (calls++, { status: 201, body: comment('c1', { text: 'Hello' }) }));
    // The first answer is cut in the middle: the server applied the comment, the body is not JSON any more.
    let garble = true;
    const { db, api, clock, outbox } = await signedIn({
      net,
      fetch: async (input, init) => {
        const res = await net.fetch(input, init);
        if (!garble) return res;
        garble = false;
        return new Response((await res.text()).slice(0, 20), { status: res.status });
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Hello' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: "The server's answer could not be read." });

    clock.tick(row!.nextAttemptAt - clock.now());
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(calls).toBe(2);
    expect(net.requests.map((r) => r.headers['idempotency-key'])).toEqual([row!.id, row!.id]);
    expect(await db.comments.toArray()).toMatchObject([{ comment_id: 'c1', pending: false }]);
  });

  it.each([403, 404])('a %i page without the server\'s message (a captive portal, a proxy) is retried, not shown as refused', async (status) => {
    const { rows } = await oneCommentAgainst((net) => net.on('POST', ADD_COMMENT, { status, body: undefined }));
    expect(rows.map((r) => r.state)).toEqual(['pending', 'pending']);
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
    const { db, api, net, outbox } = await signedIn();
    net.on('POST', ADD_COMMENT, (req) =>
      req.headers.authorization === 'Bearer access-2' ? { status: 201, body: comment('c1') } : { status: 401, body: { message: 'expired' } },
    );
    net.on('GET', '/auth/token/refresh/', { status: 200, body: { access_token: 'access-2', refresh_token: 'refresh-2' } });

    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Hi' });
    await outbox.idle();

    expect(net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(2);
    expect(net.to('GET', '/auth/token/refresh/')[0]?.query.get('refresh_token')).toBe('refresh-1');
    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a 401 whose refresh fails signs out but keeps the write for after sign-in', async () => {
    const { db, api, net, outbox } = await signedIn();
    net.on('POST', ADD_COMMENT, { status: 401, body: { message: 'expired' } });
    net.on('GET', '/auth/token/refresh/', { status: 401, body: { message: 'bad refresh token' } });

    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Hi' });
    await outbox.idle();

    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: null, refresh_token: null });
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'pending', attempts: 1 }]);
    expect(net.to('GET', '/auth/token/refresh/')).toHaveLength(1);
  });
});
