import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueue } from '../../../worker/outbox/enqueue';
import { comment } from '../helpers/fixtures';
import { harness, signedIn } from '../helpers/harness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('enqueueing a write', () => {
  it('a write whose transaction fails leaves neither the optimistic row nor the outbox row', async () => {
    const { db, api } = await signedIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    db.outbox.hook('creating', () => {
      throw new Error('quota exceeded');
    });

    const result = await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Lost?' });

    expect(result.ok).toBe(false);
    expect(await db.comments.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an optimistic write that throws midway leaves nothing behind', async () => {
    const { db, clock } = harness();
    const attempt = enqueue(db, clock, {
      scope: 'thread:saga:s',
      label: 'x',
      tables: [db.comments, db.threads],
      async optimistic({ outboxId }) {
        await db.comments.add({ ...comment('local:1', { target_id: 's' }), thread: 'saga:s', depth: 0, pending: true, outbox_id: outboxId });
        await db.threads.put({ thread: 'saga:s', comment_count: 1 });
        throw new Error('boom');
      },
    });

    await expect(attempt).rejects.toThrow('boom');
    expect(await db.comments.count()).toBe(0);
    expect(await db.threads.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
