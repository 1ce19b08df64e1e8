import { describe, expect, it } from 'vitest';
import type { DiscussionComment } from '../../src/contract';
import { dungeon } from './helpers/dungeon-fixtures';
import { comment, user } from './helpers/fixtures';
import type { FakeNetwork } from './helpers/fake-network';
import { harness, signIn } from './helpers/harness';

const AT = '2025-01-01T00:00:00.000Z';
const discussion = (id: string, over: Partial<DiscussionComment> = {}): DiscussionComment => ({
  comment_id: id,
  kind: 'dungeon',
  target_id: 'd1',
  chapter: null,
  parent_id: null,
  user: { user_id: 'u2', username: 'Ash', avatar_url: null, rank_title: null },
  text: `comment ${id}`,
  is_spoiler: false,
  created_at: AT,
  reply_count: 0,
  ...over,
});
/** The comments-table row a Timeline discussion comment becomes. */
const row = (c: DiscussionComment) => ({
  comment_id: c.comment_id,
  saga_id: `dungeon:${c.target_id}`,
  parent_id: c.parent_id,
  user: c.user,
  text: c.text,
  is_spoiler: c.is_spoiler,
  created_at: c.created_at,
  reply_count: c.reply_count,
  pending: false,
  outbox_id: null,
});

function acceptDungeonComments(net: FakeNetwork): void {
  let n = 0;
  net.on('POST', '/dungeon/:dungeonId/add-comment/', (req, { dungeonId }) => {
    const body = req.body as { text: string };
    return { status: 201, body: discussion(`dc${++n}`, { target_id: dungeonId ?? '', text: body.text }) };
  });
}

async function signedIn() {
  const h = harness();
  await signIn(h.db);
  await h.db.user.put({ ...user(), id: 'me' });
  return h;
}

describe("a Timeline's discussion", () => {
  it("a pull replaces the thread's server comments, keeps pending ones and other threads, and stores the count", async () => {
    const { db, net, api } = await signedIn();
    await db.dungeons.put(dungeon('d1', { discussion_count: 1 }));
    await db.comments.bulkPut([
      { ...row(discussion('old')) },
      { ...row(discussion('local:1')), pending: true, outbox_id: 'o1' },
      { ...comment('saga-c'), pending: false, outbox_id: null },
      { ...row(discussion('other', { target_id: 'd2' })) },
    ]);
    net.on('GET', '/dungeon/:dungeonId/comments/', { status: 200, body: { comments: [discussion('new')], count: 5, chapter_counts: [] } });

    expect(await api.ensure({ kind: 'dungeonComments', id: 'd1' })).toEqual({ ok: true, value: undefined });

    expect((await db.comments.orderBy('comment_id').toArray()).map((c) => c.comment_id)).toEqual(['local:1', 'new', 'other', 'saga-c']);
    expect(await db.comments.get('new')).toEqual(row(discussion('new')));
    expect(await db.sagas.get('dungeon:d1')).toEqual({ saga_id: 'dungeon:d1', comment_count: 5 });
    expect((await db.dungeons.get('d1'))?.discussion_count).toBe(5);
    expect(net.to('GET', '/dungeon/d1/comments/')).toHaveLength(1);

    // Fresh: ensure does not fetch again.
    await api.ensure({ kind: 'dungeonComments', id: 'd1' });
    expect(net.to('GET', '/dungeon/d1/comments/')).toHaveLength(1);
  });

  it('a comment written offline shows pending at once and is sent once when the network returns', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.dungeons.put(dungeon('d1', { discussion_count: 2 }));
    await db.sagas.put({ saga_id: 'dungeon:d1', comment_count: 2 });
    net.online = false;

    expect(await api.postDungeonComment('d1', '  Burned twice?  ')).toEqual({ ok: true, value: undefined });
    await outbox.idle();

    const [local] = await db.comments.toArray();
    expect(local).toMatchObject({ saga_id: 'dungeon:d1', text: 'Burned twice?', pending: true, user: { user_id: 'u1', username: 'Wren' } });
    expect(local?.comment_id).toMatch(/^local:/);
    const [out] = await db.outbox.toArray();
    expect(out).toMatchObject({ kind: 'dungeonComment', scope: 'thread:dungeon:d1', state: 'pending' });
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
    expect((await db.sagas.get('dungeon:d1'))?.comment_count).toBe(3);
    expect((await db.dungeons.get('d1'))?.discussion_count).toBe(3);
  });

  it('discarding a pending comment removes it and its outbox row', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;
    await api.postDungeonComment('d1', 'Never mind');
    await outbox.idle();
    const [out] = await db.outbox.toArray();

    await api.discardWrite(out?.id ?? '');

    expect(await db.comments.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses an empty or too long comment without writing anything', async () => {
    const { db, api } = await signedIn();
    expect((await api.postDungeonComment('d1', '   ')).ok).toBe(false);
    expect((await api.postDungeonComment('d1', 'x'.repeat(1001))).ok).toBe(false);
    expect(await db.comments.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
