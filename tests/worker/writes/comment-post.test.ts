import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../src/contract';
import { dungeon } from '../helpers/dungeon-fixtures';
import { chapter, comment, commentRow } from '../helpers/fixtures';
import { ADD_COMMENT, acceptComments, acceptDungeonComments, discussion } from '../helpers/servers';
import { signedIn } from '../helpers/harness';
import { writes } from '../../../worker/writes';

/** The comments-table row a comment the server sent becomes (saga and Timeline threads). */
const row = (c: Comment) => commentRow(c);

describe('commentPost: a saga comment', () => {
  it('a comment written offline is sent once when the network returns', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.threads.put({ thread: 'saga:saga1', comment_count: 3 });
    net.online = false;

    expect(await api.commentPost({ kind: 'saga', target_id: 'saga1', text: '  Onward!  ' })).toEqual({ ok: true, value: undefined });
    await outbox.idle();

    const [local] = await db.comments.toArray();
    expect(local).toMatchObject({ thread: 'saga:saga1', text: 'Onward!', pending: true, user: { user_id: 'u1', username: 'Wren' } });
    expect(local?.comment_id).toMatch(/^local:/);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'commentPost', scope: 'thread:saga:saga1', state: 'pending', attempts: 1, seq: 1 });
    expect(row?.request).toEqual({ endpoint: 'sagaAddComment', params: { sagaId: 'saga1' }, body: { text: 'Onward!' } });
    expect(row?.label).toContain('Onward!');
    expect(local?.outbox_id).toBe(row?.id);

    acceptComments(net);
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.to('POST', '/sagas/saga1/add-comment/')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.toArray()).toEqual([commentRow(comment('c1', { text: 'Onward!' }))]);
    expect((await db.threads.get('saga:saga1'))?.comment_count).toBe(4);
  });

  it('discarding a failed comment removes it and its outbox row', async () => {
    const { db, api, net, outbox } = await signedIn();
    net.on('POST', ADD_COMMENT, { status: 422, body: { message: 'Too rude' } });
    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Hi' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();

    await api.discardWrite(row?.id ?? '');

    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.count()).toBe(0);
  });
});

describe("commentPost: a Timeline's discussion", () => {
  it('a comment written offline shows pending at once and is sent once when the network returns', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.dungeons.put(dungeon('d1', { discussion_count: 2 }));
    await db.threads.put({ thread: 'dungeon:d1', comment_count: 2 });
    net.online = false;

    expect(await api.commentPost({ kind: 'dungeon', target_id: 'd1', text: '  Burned twice?  ' })).toEqual({ ok: true, value: undefined });
    await outbox.idle();

    const [local] = await db.comments.toArray();
    expect(local).toMatchObject({ thread: 'dungeon:d1', text: 'Burned twice?', pending: true, user: { user_id: 'u1', username: 'Wren' } });
    expect(local?.comment_id).toMatch(/^local:/);
    const [out] = await db.outbox.toArray();
    expect(out).toMatchObject({ kind: 'commentPost', scope: 'thread:dungeon:d1', state: 'pending' });
    expect(out?.request).toEqual({ endpoint: 'dungeonAddComment', params: { dungeonId: 'd1' }, body: { text: 'Burned twice?' } });
    expect(local?.outbox_id).toBe(out?.id);

    acceptDungeonComments(net);
    net.online = true;
    await api.online();
    await outbox.idle();
    await api.online();
    await outbox.idle();

    expect(net.to('POST', '/dungeon/d1/add-comment/')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.toArray()).toEqual([row(discussion('dc1', { text: 'Burned twice?' }))]);
    expect((await db.threads.get('dungeon:d1'))?.comment_count).toBe(3);
    expect((await db.dungeons.get('d1'))?.discussion_count).toBe(3);
  });

  it('discarding a pending comment removes it and its outbox row', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;
    await api.commentPost({ kind: 'dungeon', target_id: 'd1', text: 'Never mind' });
    await outbox.idle();
    const [out] = await db.outbox.toArray();

    await api.discardWrite(out?.id ?? '');

    expect(await db.comments.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses an empty or too long comment without writing anything', async () => {
    const { db, api } = await signedIn();
    expect((await api.commentPost({ kind: 'dungeon', target_id: 'd1', text: '   ' })).ok).toBe(false);
    expect((await api.commentPost({ kind: 'dungeon', target_id: 'd1', text: 'x'.repeat(1001) })).ok).toBe(false);
    expect(await db.comments.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("commentPost: an adventure chapter's thread, and replies", () => {
  /** A chapter comment as the server answers it. */
  const chapterComment = (id: string, over: Partial<Comment> = {}): Comment => comment(id, { kind: 'adventure', target_id: 'a1', chapter: 2, ...over });

  it('a chapter comment shows at once in its chapter thread, is sent once, and counts once in the thread and the chapter', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.chapters.put({ ...chapter(2, { comment_count: 4 }), adventure_id: 'a1', pending_choice: null });
    await db.threads.put({ thread: 'adventure:a1:2', comment_count: 4 });
    net.online = false;

    expect(await api.commentPost({ kind: 'adventure', target_id: 'a1', chapter: 2, text: ' Why the mirror? ' })).toEqual({ ok: true, value: undefined });
    await outbox.idle();

    const [local] = await db.comments.toArray();
    expect(local).toMatchObject({ kind: 'adventure', target_id: 'a1', chapter: 2, thread: 'adventure:a1:2', text: 'Why the mirror?', pending: true });
    const [out] = await db.outbox.toArray();
    expect(out).toMatchObject({ kind: 'commentPost', scope: 'thread:adventure:a1:2' });
    expect(out?.request).toEqual({ endpoint: 'adventureAddComment', params: { id: 'a1' }, body: { text: 'Why the mirror?', chapter: 2 } });

    net.on('POST', '/ac/:id/add-comment/', (req) => ({ status: 201, body: chapterComment('ac1', { text: (req.body as { text: string }).text }) }));
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();

    expect(net.to('POST', '/ac/a1/add-comment/').map((r) => r.headers['idempotency-key'])).toEqual([out?.id]);
    expect(await db.comments.toArray()).toEqual([row(chapterComment('ac1', { text: 'Why the mirror?' }))]);
    expect(await db.threads.get('adventure:a1:2')).toEqual({ thread: 'adventure:a1:2', comment_count: 5 });
    expect((await db.chapters.get(['a1', 2]))?.comment_count).toBe(5);
  });

  it('discarding a chapter comment removes it and counts nothing', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.threads.put({ thread: 'adventure:a1:2', comment_count: 4 });
    net.online = false;
    await api.commentPost({ kind: 'adventure', target_id: 'a1', chapter: 2, text: 'Never mind' });
    await outbox.idle();
    const [out] = await db.outbox.toArray();

    await api.discardWrite(out?.id ?? '');

    expect(await db.comments.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.threads.get('adventure:a1:2'))?.comment_count).toBe(4);
  });

  it('a chapter comment needs its chapter', async () => {
    const { db, api } = await signedIn();
    // @ts-expect-error the input type asks for the chapter too
    expect((await api.commentPost({ kind: 'adventure', target_id: 'a1', text: 'Which chapter?' })).ok).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });

  it("a reply is sent with its parent, and once delivered raises the parent's replies and the thread's count", async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.threads.put({ thread: 'saga:saga1', comment_count: 1 });
    await db.comments.put(row(comment('c0')));
    acceptComments(net);

    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Agreed', parent_id: 'c0' });
    await outbox.idle();

    expect(net.to('POST', '/sagas/saga1/add-comment/')[0]?.body).toEqual({ text: 'Agreed', parent_id: 'c0' });
    expect(await db.comments.get('c1')).toEqual(row(comment('c1', { text: 'Agreed', parent_id: 'c0' })));
    expect((await db.comments.get('c0'))?.reply_count).toBe(1);
    expect((await db.threads.get('saga:saga1'))?.comment_count).toBe(2);
  });

  it('a spoiler reply written offline is a reply at once (under its parent, out of the thread list) and is sent once with its flag', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.threads.put({ thread: 'adventure:a1:2', comment_count: 1 });
    await db.comments.put(row(chapterComment('top')));
    net.online = false;

    await api.commentPost({ kind: 'adventure', target_id: 'a1', chapter: 2, text: 'Isotta keeps the oath.', parent_id: 'top', is_spoiler: true });
    await outbox.idle();

    const [local] = await db.comments.where('parent_id').equals('top').toArray();
    expect(local).toMatchObject({ thread: 'adventure:a1:2', depth: 1, is_spoiler: true, pending: true });
    const top = await db.comments.where('[thread+depth+created_at]').between(['adventure:a1:2', 0, ''], ['adventure:a1:2', 0, '\uffff']).toArray();
    expect(top.map((c) => c.comment_id)).toEqual(['top']);

    net.on('POST', '/ac/:id/add-comment/', (req) => ({ status: 201, body: chapterComment('r1', { ...(req.body as object), parent_id: 'top' }) }));
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();

    expect(net.to('POST', '/ac/a1/add-comment/').map((r) => r.body)).toEqual([{ chapter: 2, text: 'Isotta keeps the oath.', parent_id: 'top', is_spoiler: true }]);
    expect(await db.comments.get('r1')).toMatchObject({ depth: 1, is_spoiler: true, pending: false });
    expect((await db.comments.get('top'))?.reply_count).toBe(1);
    expect((await db.threads.get('adventure:a1:2'))?.comment_count).toBe(2);
  });

  it('a comment a pull already brought (its first answer was lost) is not counted twice', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.threads.put({ thread: 'dungeon:d1', comment_count: 3 });
    net.online = false;
    await api.commentPost({ kind: 'dungeon', target_id: 'd1', text: 'Again?' });
    await outbox.idle();
    // The server kept it, and the thread pulled since shows it with the count that includes it.
    await db.comments.put(row(discussion('dc1', { text: 'Again?' })));

    acceptDungeonComments(net);
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();

    expect(await db.comments.toArray()).toEqual([row(discussion('dc1', { text: 'Again?' }))]);
    expect((await db.threads.get('dungeon:d1'))?.comment_count).toBe(3);
  });
});

describe('commentPost: answers stored together', () => {
  /** Five comments queued offline in three threads (a reply among them), and the server's answers by text. */
  async function queued() {
    const h = await signedIn();
    const { db, net, api, outbox } = h;
    await db.threads.bulkPut([
      { thread: 'saga:saga1', comment_count: 1 },
      { thread: 'dungeon:d1', comment_count: 3 },
      { thread: 'adventure:a1:2', comment_count: 4 },
    ]);
    await db.comments.put(row(comment('c0')));
    await db.dungeons.put(dungeon('d1', { discussion_count: 3 }));
    await db.chapters.put({ ...chapter(2, { comment_count: 4 }), adventure_id: 'a1', pending_choice: null });
    net.online = false;
    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'First' });
    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'A reply', parent_id: 'c0' });
    await api.commentPost({ kind: 'dungeon', target_id: 'd1', text: 'Pulled already' });
    await api.commentPost({ kind: 'dungeon', target_id: 'd1', text: 'New here' });
    await api.commentPost({ kind: 'adventure', target_id: 'a1', chapter: 2, text: 'In the chapter' });
    await outbox.idle();
    // The server kept one of them, and a pull since brought it (its count included).
    await db.comments.put(row(discussion('dc1', { text: 'Pulled already' })));
    const answers: Record<string, Comment> = {
      First: comment('c1', { target_id: 'saga1', text: 'First' }),
      'A reply': comment('c2', { target_id: 'saga1', text: 'A reply', parent_id: 'c0' }),
      'Pulled already': discussion('dc1', { text: 'Pulled already' }),
      'New here': discussion('dc2', { text: 'New here' }),
      'In the chapter': comment('ac1', { kind: 'adventure', target_id: 'a1', chapter: 2, text: 'In the chapter' }),
    };
    const rows = (await db.outbox.orderBy('seq').toArray()).flatMap((r) => (r.kind === 'commentPost' ? [r] : []));
    return { db, answered: rows.map((r) => ({ row: r, answer: answers[(r.request.body as { text: string }).text]! })) };
  }

  async function state(db: Awaited<ReturnType<typeof queued>>['db']) {
    return {
      comments: (await db.comments.toArray()).sort((a, b) => a.comment_id.localeCompare(b.comment_id)),
      threads: await db.threads.toArray(),
      discussion: (await db.dungeons.get('d1'))?.discussion_count,
      chapter: (await db.chapters.get(['a1', 2]))?.comment_count,
    };
  }

  it('they are stored as one after another would store them: the rows, and every count once', async () => {
    const one = await queued();
    for (const { row: r, answer } of one.answered) await one.db.transaction('rw', writes.commentPost.tables(one.db), () => writes.commentPost.apply(one.db, r, answer));
    const together = await queued();
    await together.db.transaction('rw', writes.commentPost.tables(together.db), () => writes.commentPost.applyAll!(together.db, together.answered));

    const expected = await state(one.db);
    expect(await state(together.db)).toEqual(expected);
    expect(expected.threads).toEqual([
      { thread: 'adventure:a1:2', comment_count: 5 },
      { thread: 'dungeon:d1', comment_count: 4 },
      { thread: 'saga:saga1', comment_count: 3 },
    ]);
    expect([expected.discussion, expected.chapter]).toEqual([4, 5]);
    expect(expected.comments.map((c) => [c.comment_id, c.pending, c.reply_count])).toEqual([
      ['ac1', false, 0],
      ['c0', false, 1],
      ['c1', false, 0],
      ['c2', false, 0],
      ['dc1', false, 0],
      ['dc2', false, 0],
    ]);
  });
});
