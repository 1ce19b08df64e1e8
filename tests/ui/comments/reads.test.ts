import { beforeEach, describe, expect, it } from 'vitest';
import { db, type CommentRow } from '../../../src/db';
import { countTopLevel, getThread, listReplies, listWindow, reachedChapter } from '../../../src/features/comments/reads';

const comment = (id: string, created_at: string, over: Partial<CommentRow> = {}): CommentRow => ({
  comment_id: id,
  kind: 'saga',
  target_id: 'saga1',
  chapter: null,
  thread: 'saga:saga1',
  parent_id: null,
  depth: over.parent_id ? 1 : 0,
  user: { user_id: 'u1', username: 'Ada', avatar_url: null },
  text: id,
  is_spoiler: false,
  created_at,
  reply_count: 0,
  pending: false,
  outbox_id: null,
  ...over,
});

const minute = (m: number) => new Date(Date.parse('2026-01-01T10:00:00Z') + m * 60_000).toISOString();

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('the thread reads', () => {
  it('a window of a saga’s top-level comments, newest first, pending ones included, replies and other sagas left out', async () => {
    await db.comments.bulkPut([
      comment('old', '2026-01-01T10:00:00.000Z'),
      comment('new', '2026-01-03T10:00:00.000Z'),
      comment('local', '2026-01-04T10:00:00.000Z', { pending: true, outbox_id: 'o1' }),
      comment('reply', '2026-01-05T10:00:00.000Z', { parent_id: 'old' }),
      comment('elsewhere', '2026-01-06T10:00:00.000Z', { target_id: 'saga2', thread: 'saga:saga2' }),
    ]);
    expect(await countTopLevel('saga:saga1')).toBe(3);
    expect((await listWindow('saga:saga1', 0, 10)).rows.map((c) => c.comment_id)).toEqual(['local', 'new', 'old']);
  });

  it('reads any window of a long thread by position, without the rest', async () => {
    await db.comments.bulkPut(Array.from({ length: 500 }, (_, i) => comment(`c${i}`, minute(i))));
    expect(await countTopLevel('saga:saga1')).toBe(500);
    const window = await listWindow('saga:saga1', 240, 260);
    expect(window.from).toBe(240);
    expect(window.rows.map((c) => c.comment_id)).toEqual(Array.from({ length: 20 }, (_, i) => `c${259 - i}`));
    expect((await listWindow('saga:saga1', 490, 560)).rows).toHaveLength(10);
  });

  it("list an adventure chapter's thread apart from the other chapters, and a comment's replies oldest first", async () => {
    const chapterComment = (id: string, n: number, created_at: string, over: Partial<CommentRow> = {}) =>
      comment(id, created_at, { kind: 'adventure', target_id: 'a1', chapter: n, thread: `adventure:a1:${n}`, ...over });
    await db.comments.bulkPut([
      chapterComment('one', 1, '2026-01-01T10:00:00.000Z'),
      chapterComment('two', 2, '2026-01-02T10:00:00.000Z'),
      chapterComment('later', 2, '2026-01-05T10:00:00.000Z', { parent_id: 'two', depth: 1 }),
      chapterComment('sooner', 2, '2026-01-03T10:00:00.000Z', { parent_id: 'two', depth: 1 }),
    ]);
    await db.threads.put({ thread: 'adventure:a1:2', comment_count: 3 });
    expect((await listWindow('adventure:a1:2', 0, 10)).rows.map((c) => c.comment_id)).toEqual(['two']);
    expect((await listReplies('two')).map((c) => c.comment_id)).toEqual(['sooner', 'later']);
    expect(await getThread('adventure:a1:2')).toEqual({ thread: 'adventure:a1:2', comment_count: 3 });
    expect(await getThread('adventure:a1:1')).toBeNull();
  });

  it('a blocked author’s replies are left out; the reader’s last chapter reached comes from the chapters held', async () => {
    await db.user.put({ id: 'me', user_id: 'me', username: 'Me', email: 'me@x', linked_accounts: [], blocked_users: [{ user_id: 'u9', username: 'Troll', avatar: null }] } as never);
    await db.comments.bulkPut([
      comment('top', minute(0)),
      comment('r1', minute(1), { parent_id: 'top' }),
      comment('r2', minute(2), { parent_id: 'top', user: { user_id: 'u9', username: 'Troll', avatar_url: null } }),
    ]);
    expect((await listReplies('top')).map((c) => c.comment_id)).toEqual(['r1']);

    expect(await reachedChapter('a1')).toBe(0);
    for (const n of [1, 2, 3]) {
      await db.chapters.put({ adventure_id: 'a1', chapter_number: n, pending_choice: null } as never);
    }
    expect(await reachedChapter('a1')).toBe(3);
  });
});
