import { describe, expect, it } from 'vitest';
import { dungeon } from '../helpers/dungeon-fixtures';
import { comment, commentList, commentRow } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

const RUDE = comment('c1', { kind: 'dungeon', target_id: 'd1', text: 'Rude words', reply_count: 1 });
const REPLY = comment('r1', { kind: 'dungeon', target_id: 'd1', parent_id: 'c1', user: { user_id: 'u3', username: 'Bo', avatar_url: null, rank_title: null } });
const KIND = comment('c2', { kind: 'dungeon', target_id: 'd1', text: 'A kind word', created_at: '2025-01-02T00:00:00.000Z' });
const THREAD = '/dungeon/d1/comments/';
const REPORT = '/comments/c1/report/';

/** The player holds a Timeline's discussion: a comment with a reply, and another comment. */
async function holding() {
  const h = await signedIn();
  await h.db.dungeons.put(dungeon('d1', { discussion_count: 3 }));
  await h.db.threads.put({ thread: 'dungeon:d1', comment_count: 3 });
  await h.db.comments.bulkPut([commentRow(RUDE), commentRow(REPLY), commentRow(KIND)]);
  return h;
}

describe('commentReport: reporting another player\'s comment', () => {
  it('a report made offline hides the comment and its replies at once, and is sent once when the network returns', async () => {
    const { db, net, api, outbox } = await holding();
    net.online = false;

    expect(await api.commentReport({ comment_id: 'c1', reason: 'harassment', note: '  Insults  ' })).toEqual({ ok: true, value: undefined });
    await outbox.idle();

    expect((await db.comments.toArray()).map((c) => c.comment_id)).toEqual(['c2']);
    expect((await db.threads.get('dungeon:d1'))?.comment_count).toBe(1);
    expect((await db.dungeons.get('d1'))?.discussion_count).toBe(1);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'commentReport', scope: 'reports', label: 'Report: Rude words', uncounted: 2 });
    expect(row?.request).toEqual({ endpoint: 'reportComment', params: { commentId: 'c1' }, body: { reason: 'harassment', note: 'Insults' } });

    net.on('POST', REPORT, { status: 200, body: { comment_id: 'c1', reported: true } });
    net.on('GET', THREAD, { status: 200, body: commentList([KIND]) });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.to('POST', REPORT)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.comments.toArray()).map((c) => c.comment_id)).toEqual(['c2']);
  });

  it('a pull that lands before the report is sent leaves the comment out', async () => {
    const { db, net, api, outbox } = await holding();
    net.online = false;
    await api.commentReport({ comment_id: 'c1', reason: 'spam' });
    await outbox.idle();

    net.online = true;
    net.on('POST', REPORT, { status: 503 });
    net.on('GET', THREAD, { status: 200, body: commentList([KIND, RUDE], { count: 3 }) });
    await api.refresh({ kind: 'thread', thread: { kind: 'dungeon', target_id: 'd1' } });

    expect((await db.comments.toArray()).map((c) => c.comment_id)).toEqual(['c2']);
    expect(await db.comments.get('c1')).toBeUndefined();
  });

  it('discarding a refused report puts the comment, its replies and the counts back', async () => {
    const { db, net, api, outbox } = await holding();
    net.on('POST', REPORT, { status: 404, body: { message: 'That comment does not exist.' } });
    await api.commentReport({ comment_id: 'c1', reason: 'other' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', lastError: 'That comment does not exist.' });

    await api.discardWrite(row?.id ?? '');

    expect((await db.comments.toArray()).map((c) => c.comment_id).sort()).toEqual(['c1', 'c2', 'r1']);
    expect((await db.threads.get('dungeon:d1'))?.comment_count).toBe(3);
    expect((await db.dungeons.get('d1'))?.discussion_count).toBe(3);
  });

  it('a reply reported lowers its parent\'s replies; one\'s own comment, or one reported already, queues nothing', async () => {
    const { db, net, api, outbox } = await holding();
    net.online = false;
    await api.commentReport({ comment_id: 'r1', reason: 'spam' });
    await outbox.idle();
    expect((await db.comments.get('c1'))?.reply_count).toBe(0);
    expect((await db.threads.get('dungeon:d1'))?.comment_count).toBe(2);

    const mine = comment('c9', { kind: 'dungeon', target_id: 'd1', user: { user_id: 'u1', username: 'Wren', avatar_url: null, rank_title: null } });
    await db.comments.put(commentRow(mine));
    expect(await api.commentReport({ comment_id: 'c9', reason: 'spam' })).toEqual({ ok: false, message: 'You cannot report your own comment.' });
    expect(await api.commentReport({ comment_id: 'r1', reason: 'spam' })).toEqual({ ok: true, value: undefined });
    expect(await db.outbox.count()).toBe(1);
  });

  it('a note past its limit is refused before anything is written', async () => {
    const { db, api } = await holding();
    const out = await api.commentReport({ comment_id: 'c1', reason: 'spam', note: 'x'.repeat(501) });
    expect(out.ok).toBe(false);
    expect(await db.comments.count()).toBe(3);
  });
});
