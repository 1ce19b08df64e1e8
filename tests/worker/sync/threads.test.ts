import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../src/contract';
import { dungeon } from '../helpers/dungeon-fixtures';
import { chapter, comment, commentList, commentRow as row } from '../helpers/fixtures';
import type { Recorded } from '../helpers/fake-network';
import { signedIn } from '../helpers/harness';
import { discussion } from '../helpers/servers';

const D1 = { kind: 'thread', thread: { kind: 'dungeon', target_id: 'd1' } } as const;
const SAGA1 = { kind: 'saga', target_id: 'saga1' } as const;

/** A saga comment written `minute` minutes after 10:00 on 1 March 2026. */
const at = (id: string, minute: number, over: Partial<Comment> = {}) =>
  comment(id, { created_at: new Date(Date.parse('2026-03-01T10:00:00Z') + minute * 60_000).toISOString(), ...over });

/**
 * A saga thread as the server pages it: top-level comments newest first, `size` a page, `before` the
 * comment a page lists after. Its comments can change between calls, as a real thread's do.
 */
function pagedThread(size: number) {
  const thread = { comments: [] as Comment[] };
  const handler = (req: Recorded) => {
    const before = req.query.get('before');
    const start = before === null ? 0 : thread.comments.findIndex((c) => c.comment_id === before) + 1;
    const page = thread.comments.slice(start, start + size);
    const more = start + size < thread.comments.length;
    return { status: 200, body: commentList(page, { count: thread.comments.length, next_before: more ? page.at(-1)!.comment_id : null }) };
  };
  return { thread, handler };
}

const ids = async (db: Awaited<ReturnType<typeof signedIn>>['db']) => (await db.comments.orderBy('comment_id').toArray()).map((c) => c.comment_id);

describe('thread pulls', () => {
  it("replaces a saga's server comments but keeps the player's pending ones", async () => {
    const { db, net, api } = await signedIn();
    await db.comments.bulkPut([row(comment('old')), row(comment('local:1'), { pending: true, outbox_id: 'o1' }), row(comment('other', { target_id: 'saga2' }))]);
    net.on('GET', '/sagas/:sagaId/comments/', { status: 200, body: commentList([comment('new')], { count: 7 }) });

    await api.refresh({ kind: 'thread', thread: SAGA1 });

    expect(await ids(db)).toEqual(['local:1', 'new', 'other']);
    expect(await db.threads.get('saga:saga1')).toEqual({ thread: 'saga:saga1', comment_count: 7, older: null });
    expect(net.to('GET', '/sagas/saga1/comments/')[0]?.query.get('limit')).toBe('50');
  });

  it("a pull replaces the thread's server comments, keeps pending ones and other threads, and stores the count", async () => {
    const { db, net, api } = await signedIn();
    await db.dungeons.put(dungeon('d1', { discussion_count: 1 }));
    await db.comments.bulkPut([
      row(discussion('old')),
      row(discussion('local:1'), { pending: true, outbox_id: 'o1' }),
      row(comment('saga-c')),
      row(discussion('other', { target_id: 'd2' })),
    ]);
    net.on('GET', '/dungeon/:dungeonId/comments/', { status: 200, body: commentList([discussion('new')], { count: 5 }) });

    expect(await api.ensure(D1)).toEqual({ ok: true, value: undefined });

    expect(await ids(db)).toEqual(['local:1', 'new', 'other', 'saga-c']);
    expect(await db.comments.get('new')).toEqual(row(discussion('new')));
    expect(await db.threads.get('dungeon:d1')).toEqual({ thread: 'dungeon:d1', comment_count: 5, older: null });
    expect((await db.dungeons.get('d1'))?.discussion_count).toBe(5);
    expect(net.to('GET', '/dungeon/d1/comments/')).toHaveLength(1);

    // Fresh: ensure does not fetch again.
    await api.ensure(D1);
    expect(net.to('GET', '/dungeon/d1/comments/')).toHaveLength(1);
  });

  it("an adventure chapter's thread is pulled by chapter; its count goes to the thread and every chapter's count follows", async () => {
    const { db, net, api } = await signedIn();
    await db.chapters.bulkPut([
      { ...chapter(1, { comment_count: 9 }), adventure_id: 'a1', pending_choice: null },
      { ...chapter(2, { comment_count: 0 }), adventure_id: 'a1', pending_choice: null },
    ]);
    const c = comment('ac1', { kind: 'adventure', target_id: 'a1', chapter: 2 });
    net.on('GET', '/ac/:id/comments/', { status: 200, body: commentList([c], { count: 3, chapter_counts: [{ chapter_num: 2, count: 3 }] }) });

    expect(await api.refresh({ kind: 'thread', thread: { kind: 'adventure', target_id: 'a1', chapter: 2 } })).toEqual({ ok: true, value: undefined });

    expect(net.to('GET', '/ac/a1/comments/')[0]?.query.get('chapter')).toBe('2');
    expect(await db.comments.toArray()).toEqual([row(c)]);
    expect(await db.threads.toArray()).toEqual([{ thread: 'adventure:a1:2', comment_count: 3, older: null }]);
    expect((await db.chapters.where('adventure_id').equals('a1').sortBy('chapter_number')).map((ch) => ch.comment_count)).toEqual([0, 3]);
    expect(await db.syncState.get('thread:adventure:a1:2')).toMatchObject({ error: null });
  });

  it("a thread pull leaves the replies alone; a comment's replies come with their own pull, and its reply count follows", async () => {
    const { db, net, api } = await signedIn();
    await db.comments.bulkPut([
      row(comment('c0', { reply_count: 1 })),
      row(comment('old-reply', { parent_id: 'c0' })),
      row(comment('local:r', { parent_id: 'c0' }), { pending: true, outbox_id: 'o1' }),
    ]);
    net.on('GET', '/sagas/:sagaId/comments/', { status: 200, body: commentList([comment('c0', { reply_count: 2 })], { count: 3 }) });
    net.on('GET', '/comments/:commentId/replies/', {
      status: 200,
      body: commentList([comment('r1', { parent_id: 'c0' }), comment('r2', { parent_id: 'c0' })]),
    });

    await api.refresh({ kind: 'thread', thread: SAGA1 });
    expect(await ids(db)).toEqual(['c0', 'local:r', 'old-reply']);

    expect(await api.refresh({ kind: 'replies', id: 'c0' })).toEqual({ ok: true, value: undefined });
    expect((await db.comments.orderBy('comment_id').toArray()).map((c) => [c.comment_id, c.thread, c.depth])).toEqual([
      ['c0', 'saga:saga1', 0],
      ['local:r', 'saga:saga1', 1],
      ['r1', 'saga:saga1', 1],
      ['r2', 'saga:saga1', 1],
    ]);
    expect((await db.comments.get('c0'))?.reply_count).toBe(2);
    expect(net.to('GET', '/comments/c0/replies/')).toHaveLength(1);
  });
});

describe('a long thread, a page at a time', () => {
  it('the first pull holds the newest page; older pages come as asked, until the first comment', async () => {
    const { db, net, api } = await signedIn();
    const server = pagedThread(2);
    server.thread.comments = [at('c5', 5), at('c4', 4), at('c3', 3), at('c2', 2), at('c1', 1)];
    net.on('GET', '/sagas/:sagaId/comments/', server.handler);

    await api.refresh({ kind: 'thread', thread: SAGA1 });
    expect(await ids(db)).toEqual(['c4', 'c5']);
    expect(await db.threads.get('saga:saga1')).toEqual({ thread: 'saga:saga1', comment_count: 5, older: 'c4' });

    await api.refresh({ kind: 'threadOlder', thread: SAGA1 });
    expect(await ids(db)).toEqual(['c2', 'c3', 'c4', 'c5']);
    expect((await db.threads.get('saga:saga1'))?.older).toBe('c2');
    expect(net.requests.at(-1)?.query.get('before')).toBe('c4');

    await api.refresh({ kind: 'threadOlder', thread: SAGA1 });
    expect(await ids(db)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect((await db.threads.get('saga:saga1'))?.older).toBeNull();

    // The device holds the thread down to its first comment: nothing more to ask for.
    const calls = net.requests.length;
    await api.refresh({ kind: 'threadOlder', thread: SAGA1 });
    expect(net.requests.length).toBe(calls);
  });

  it('a refresh after a few new comments joins the older pages the device held, which stay readable offline', async () => {
    const { db, net, api } = await signedIn();
    const server = pagedThread(2);
    server.thread.comments = [at('c4', 4), at('c3', 3), at('c2', 2), at('c1', 1)];
    net.on('GET', '/sagas/:sagaId/comments/', server.handler);
    await api.refresh({ kind: 'thread', thread: SAGA1 });
    await api.refresh({ kind: 'threadOlder', thread: SAGA1 });
    expect(await ids(db)).toEqual(['c1', 'c2', 'c3', 'c4']);

    server.thread.comments = [at('c5', 5), ...server.thread.comments];
    await api.refresh({ kind: 'thread', thread: SAGA1 });

    expect(await ids(db)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(await db.threads.get('saga:saga1')).toEqual({ thread: 'saga:saga1', comment_count: 5, older: null });
    expect(net.requests.at(-1)?.query.get('before')).toBeNull();
  });

  it('a refresh after more new comments than a page fetches older pages until it joins what the device held', async () => {
    const { db, net, api } = await signedIn();
    const server = pagedThread(2);
    server.thread.comments = [at('c2', 2), at('c1', 1)];
    net.on('GET', '/sagas/:sagaId/comments/', server.handler);
    await api.refresh({ kind: 'thread', thread: SAGA1 });

    // Five more, and c1 is gone from the server meanwhile (its author was blocked elsewhere).
    server.thread.comments = [at('c7', 7), at('c6', 6), at('c5', 5), at('c4', 4), at('c3', 3), at('c2', 2)];
    await api.refresh({ kind: 'thread', thread: SAGA1 });

    expect(await ids(db)).toEqual(['c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
    expect(net.to('GET', '/sagas/saga1/comments/').map((r) => r.query.get('before'))).toEqual([null, null, 'c6', 'c4']);
    expect((await db.threads.get('saga:saga1'))?.older).toBeNull();
  });

  it("a thread's comments the server no longer lists leave the page they were in; pending ones stay", async () => {
    const { db, net, api } = await signedIn();
    const server = pagedThread(3);
    server.thread.comments = [at('c3', 3), at('c2', 2), at('c1', 1)];
    net.on('GET', '/sagas/:sagaId/comments/', server.handler);
    await api.refresh({ kind: 'thread', thread: SAGA1 });
    await db.comments.put(row(at('local:x', 9), { pending: true, outbox_id: 'o1' }));

    server.thread.comments = [at('c3', 3), at('c1', 1)];
    await api.refresh({ kind: 'thread', thread: SAGA1 });

    expect(await ids(db)).toEqual(['c1', 'c3', 'local:x']);
  });

  it('an older page that fails leaves the copy as it was, to be asked for again', async () => {
    const { db, net, api } = await signedIn();
    const server = pagedThread(1);
    server.thread.comments = [at('c2', 2), at('c1', 1)];
    net.on('GET', '/sagas/:sagaId/comments/', server.handler);
    await api.refresh({ kind: 'thread', thread: SAGA1 });

    net.online = false;
    expect((await api.refresh({ kind: 'threadOlder', thread: SAGA1 })).ok).toBe(false);
    expect(await ids(db)).toEqual(['c2']);
    expect((await db.threads.get('saga:saga1'))?.older).toBe('c2');

    net.online = true;
    expect(await api.refresh({ kind: 'threadOlder', thread: SAGA1 })).toEqual({ ok: true, value: undefined });
    expect(await ids(db)).toEqual(['c1', 'c2']);
  });
});
