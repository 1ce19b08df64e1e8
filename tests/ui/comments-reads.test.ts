import { beforeEach, describe, expect, it } from 'vitest';
import { db, type CommentRow } from '../../src/db';
import { getThread, listComments, listReplies } from '../../src/features/comments/reads';

const comment = (id: string, created_at: string, over: Partial<CommentRow> = {}): CommentRow => ({
  comment_id: id,
  kind: 'saga',
  target_id: 'saga1',
  chapter: null,
  thread: 'saga:saga1',
  parent_id: null,
  user: { user_id: 'u1', username: 'Ada', avatar_url: null },
  text: id,
  is_spoiler: false,
  created_at,
  reply_count: 0,
  pending: false,
  outbox_id: null,
  ...over,
});

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('the thread reads', () => {
  it('list a saga’s top-level comments newest first, pending ones included, replies and other sagas left out', async () => {
    await db.comments.bulkPut([
      comment('old', '2026-01-01T10:00:00.000Z'),
      comment('new', '2026-01-03T10:00:00.000Z'),
      comment('local', '2026-01-04T10:00:00.000Z', { pending: true, outbox_id: 'o1' }),
      comment('reply', '2026-01-05T10:00:00.000Z', { parent_id: 'old' }),
      comment('elsewhere', '2026-01-06T10:00:00.000Z', { target_id: 'saga2', thread: 'saga:saga2' }),
    ]);
    expect((await listComments('saga:saga1')).map((c) => c.comment_id)).toEqual(['local', 'new', 'old']);
  });

  it("list an adventure chapter's thread apart from the other chapters, and a comment's replies oldest first", async () => {
    const chapterComment = (id: string, n: number, created_at: string, over: Partial<CommentRow> = {}) =>
      comment(id, created_at, { kind: 'adventure', target_id: 'a1', chapter: n, thread: `adventure:a1:${n}`, ...over });
    await db.comments.bulkPut([
      chapterComment('one', 1, '2026-01-01T10:00:00.000Z'),
      chapterComment('two', 2, '2026-01-02T10:00:00.000Z'),
      chapterComment('later', 2, '2026-01-05T10:00:00.000Z', { parent_id: 'two' }),
      chapterComment('sooner', 2, '2026-01-03T10:00:00.000Z', { parent_id: 'two' }),
    ]);
    await db.threads.put({ thread: 'adventure:a1:2', comment_count: 3 });
    expect((await listComments('adventure:a1:2')).map((c) => c.comment_id)).toEqual(['two']);
    expect((await listReplies('two')).map((c) => c.comment_id)).toEqual(['sooner', 'later']);
    expect(await getThread('adventure:a1:2')).toEqual({ thread: 'adventure:a1:2', comment_count: 3 });
    expect(await getThread('adventure:a1:1')).toBeNull();
  });
});
