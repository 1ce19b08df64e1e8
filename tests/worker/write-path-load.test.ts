import { afterEach, describe, expect, it, vi } from 'vitest';
import { comment, commentRow } from './helpers/fixtures';
import { OFFLINE, signedIn } from './helpers/harness';

const RUDE = comment('c1', { kind: 'dungeon', target_id: 'd1', text: 'Rude words' });

/** The write path's chunk cannot be fetched the first `failures` times (offline before the service worker holds it). */
function flakyChunk(failures: number) {
  let left = failures;
  return vi.fn(async () => {
    if (left-- > 0) throw new TypeError('Failed to fetch dynamically imported module: /assets/write-path.js');
    return import('../../worker/write-path');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the write path, loaded on first need', () => {
  it('a write whose write path cannot load answers that it could not be saved, and the next write loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadWritePath = flakyChunk(1);
    const { db, net, api, outbox } = await signedIn({ loadWritePath });
    await db.comments.put(commentRow(RUDE));
    net.online = false;

    expect(await api.commentReport({ comment_id: 'c1', reason: 'spam' })).toEqual({ ok: false, message: 'This could not be saved on your device.' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.get('c1')).toBeDefined();

    expect(await api.commentReport({ comment_id: 'c1', reason: 'spam' })).toEqual({ ok: true, value: undefined });
    await outbox.idle();
    expect(loadWritePath).toHaveBeenCalledTimes(2);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.comments.get('c1')).toBeUndefined();
  });

  it('a command whose write path cannot load answers as with no network, and the next command loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadWritePath = flakyChunk(1);
    const { net, api } = await signedIn({ loadWritePath });
    net.online = false;

    expect(await api.resetDungeon('d1')).toEqual(OFFLINE);
    // Loaded this time: the command itself runs, and answers for itself (still no network).
    expect(await api.resetDungeon('d1')).toEqual(OFFLINE);
    expect(loadWritePath).toHaveBeenCalledTimes(2);
  });

  it('a wake whose write path cannot load leaves the waiting writes for the next wake, which sends them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadWritePath = flakyChunk(1);
    const first = await signedIn();
    await first.db.comments.put(commentRow(RUDE));
    first.net.online = false;
    await first.api.commentReport({ comment_id: 'c1', reason: 'spam' });
    await first.outbox.idle();
    first.outbox.stop();

    // After a reload, with a write waiting: the first wake cannot load the write path, the next one can.
    const { db, net, api, outbox } = await signedIn({ db: first.db, loadWritePath });
    net.on('POST', '/comments/c1/report/', { status: 200, body: { comment_id: 'c1', reported: true } });
    await expect(api.visible()).resolves.toBeUndefined();
    await vi.waitFor(() => expect(loadWritePath).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await db.outbox.count()).toBe(1);
    await api.visible();
    await vi.waitFor(() => expect(loadWritePath).toHaveBeenCalledTimes(2));
    await outbox.idle();
    expect(loadWritePath).toHaveBeenCalledTimes(2);
    expect(net.to('POST', '/comments/c1/report/')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });
});
