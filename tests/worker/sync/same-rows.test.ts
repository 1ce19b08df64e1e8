import { describe, expect, it, vi } from 'vitest';
import { replaceRows, sameJson } from '../../../worker/sync/same-rows';
import { discussion } from '../helpers/servers';
import { signedIn } from '../helpers/harness';

const D1 = { kind: 'thread', thread: { kind: 'dungeon', target_id: 'd1' } } as const;

describe('re-pulling without rewriting what did not change', () => {
  it('sameJson compares JSON values deeply, key order aside', () => {
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { a: 1, b: [1, { c: 0 }] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameJson('x', 'x')).toBe(true);
  });

  it('replaceRows puts only new and changed rows and deletes only the rows that are gone', async () => {
    const table = { bulkPut: vi.fn(async () => undefined), bulkDelete: vi.fn(async () => undefined) };
    const current = [
      { id: 'a', text: 'same' },
      { id: 'b', text: 'before' },
      { id: 'c', text: 'gone' },
    ];
    const next = [
      { id: 'a', text: 'same' },
      { id: 'b', text: 'after' },
      { id: 'd', text: 'new' },
    ];
    expect(await replaceRows(table, current, next, (r) => r.id)).toBe(3);
    expect(table.bulkDelete).toHaveBeenCalledWith(['c']);
    expect(table.bulkPut).toHaveBeenCalledWith([
      { id: 'b', text: 'after' },
      { id: 'd', text: 'new' },
    ]);
  });

  it('a thread pulled again unchanged writes no comment, and a changed one writes only what changed', async () => {
    const { db, net, api } = await signedIn();
    const comments = Array.from({ length: 50 }, (_, i) => discussion(`c${i}`));
    let list = { comments, count: 50, chapter_counts: [], next_before: null };
    net.on('GET', '/dungeon/:dungeonId/comments/', () => ({ status: 200, body: list }));
    await api.refresh(D1);
    expect(await db.comments.count()).toBe(50);

    const writes: string[] = [];
    db.comments.hook('creating', (key) => void writes.push(`create ${String(key)}`));
    db.comments.hook('updating', (_changes, key) => void writes.push(`update ${String(key)}`));
    db.comments.hook('deleting', (key) => void writes.push(`delete ${String(key)}`));
    await api.refresh(D1);
    expect(writes).toEqual([]);

    list = { comments: [...comments.slice(0, 49).map((c, i) => (i === 3 ? { ...c, reply_count: 2 } : c)), discussion('c50')], count: 51, chapter_counts: [], next_before: null };
    await api.refresh(D1);
    expect(writes.sort()).toEqual(['create c50', 'delete c49', 'update c3']);
    expect((await db.comments.get('c3'))?.reply_count).toBe(2);
  });
});
