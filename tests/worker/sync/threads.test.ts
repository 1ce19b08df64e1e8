import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../src/contract';
import { dungeon } from '../helpers/dungeon-fixtures';
import { chapter, comment } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';
import { discussion } from '../helpers/servers';

/** The comments-table row a comment the server sent becomes (saga and Timeline threads). */
const row = (c: Comment) => ({ ...c, thread: `${c.kind}:${c.target_id}`, pending: false, outbox_id: null });
const D1 = { kind: 'thread', thread: { kind: 'dungeon', target_id: 'd1' } } as const;

describe('thread pulls', () => {
  it("replaces a saga's server comments but keeps the player's pending ones", async () => {
    const { db, net, api } = await signedIn();
    await db.comments.bulkPut([
      { ...comment('old'), thread: 'saga:saga1', pending: false, outbox_id: null },
      { ...comment('local:1'), thread: 'saga:saga1', pending: true, outbox_id: 'o1' },
      { ...comment('other', { target_id: 'saga2' }), thread: 'saga:saga2', pending: false, outbox_id: null },
    ]);
    net.on('GET', '/sagas/:sagaId/comments/', { status: 200, body: { comments: [comment('new')], count: 7, chapter_counts: [] } });

    await api.refresh({ kind: 'thread', thread: { kind: 'saga', target_id: 'saga1' } });

    expect((await db.comments.orderBy('comment_id').toArray()).map((c) => c.comment_id)).toEqual(['local:1', 'new', 'other']);
    expect(await db.threads.get('saga:saga1')).toEqual({ thread: 'saga:saga1', comment_count: 7 });
  });

  it("a pull replaces the thread's server comments, keeps pending ones and other threads, and stores the count", async () => {
    const { db, net, api } = await signedIn();
    await db.dungeons.put(dungeon('d1', { discussion_count: 1 }));
    await db.comments.bulkPut([
      { ...row(discussion('old')) },
      { ...row(discussion('local:1')), pending: true, outbox_id: 'o1' },
      { ...comment('saga-c'), thread: 'saga:saga1', pending: false, outbox_id: null },
      { ...row(discussion('other', { target_id: 'd2' })) },
    ]);
    net.on('GET', '/dungeon/:dungeonId/comments/', { status: 200, body: { comments: [discussion('new')], count: 5, chapter_counts: [] } });

    expect(await api.ensure(D1)).toEqual({ ok: true, value: undefined });

    expect((await db.comments.orderBy('comment_id').toArray()).map((c) => c.comment_id)).toEqual(['local:1', 'new', 'other', 'saga-c']);
    expect(await db.comments.get('new')).toEqual(row(discussion('new')));
    expect(await db.threads.get('dungeon:d1')).toEqual({ thread: 'dungeon:d1', comment_count: 5 });
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
    net.on('GET', '/ac/:id/comments/', { status: 200, body: { comments: [c], count: 3, chapter_counts: [{ chapter_num: 2, count: 3 }] } });

    expect(await api.refresh({ kind: 'thread', thread: { kind: 'adventure', target_id: 'a1', chapter: 2 } })).toEqual({ ok: true, value: undefined });

    expect(net.to('GET', '/ac/a1/comments/')[0]?.query.get('chapter')).toBe('2');
    expect(await db.comments.toArray()).toEqual([{ ...c, thread: 'adventure:a1:2', pending: false, outbox_id: null }]);
    expect(await db.threads.toArray()).toEqual([{ thread: 'adventure:a1:2', comment_count: 3 }]);
    expect((await db.chapters.where('adventure_id').equals('a1').sortBy('chapter_number')).map((ch) => ch.comment_count)).toEqual([0, 3]);
    expect(await db.syncState.get('thread:adventure:a1:2')).toMatchObject({ error: null });
  });

  it("a thread pull leaves the replies alone; a comment's replies come with their own pull, and its reply count follows", async () => {
    const { db, net, api } = await signedIn();
    await db.comments.bulkPut([
      { ...row(comment('c0', { reply_count: 1 })) },
      { ...row(comment('old-reply', { parent_id: 'c0' })) },
      { ...row(comment('local:r', { parent_id: 'c0' })), pending: true, outbox_id: 'o1' },
    ]);
    net.on('GET', '/sagas/:sagaId/comments/', { status: 200, body: { comments: [comment('c0', { reply_count: 2 })], count: 3, chapter_counts: [] } });
    net.on('GET', '/comments/:commentId/replies/', {
      status: 200,
      body: { comments: [comment('r1', { parent_id: 'c0' }), comment('r2', { parent_id: 'c0' })], count: 2, chapter_counts: [] },
    });

    await api.refresh({ kind: 'thread', thread: { kind: 'saga', target_id: 'saga1' } });
    expect((await db.comments.orderBy('comment_id').toArray()).map((c) => c.comment_id)).toEqual(['c0', 'local:r', 'old-reply']);

    expect(await api.refresh({ kind: 'replies', id: 'c0' })).toEqual({ ok: true, value: undefined });
    expect((await db.comments.orderBy('comment_id').toArray()).map((c) => [c.comment_id, c.thread])).toEqual([
      ['c0', 'saga:saga1'],
      ['local:r', 'saga:saga1'],
      ['r1', 'saga:saga1'],
      ['r2', 'saga:saga1'],
    ]);
    expect((await db.comments.get('c0'))?.reply_count).toBe(2);
    expect(net.to('GET', '/comments/c0/replies/')).toHaveLength(1);
  });
});
