import { afterEach, describe, expect, it, vi } from 'vitest';
import { adventure, chapter } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the adventure pull', () => {
  it('nothing is written half: a malformed adventure leaves every chapter as it was', async () => {
    const { db, net, api } = await signedIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    net.on('GET', '/ac/:id/', { status: 200, body: adventure('a1', [chapter(1)]) });
    await api.refresh({ kind: 'adventure', id: 'a1' });

    const broken = adventure('a1', [chapter(1, { title: 'Changed' }), { ...chapter(2), blocks: 'oops' } as never]);
    net.on('GET', '/ac/:id/', { status: 200, body: broken });
    await api.refresh({ kind: 'adventure', id: 'a1' });

    expect((await db.chapters.toArray()).map((c) => c.title)).toEqual([chapter(1).title]);
    expect((await db.syncState.get('adventure:a1'))?.error).toBeTruthy();
  });

  it('keeps chapter text word for word and a pending choice the server does not reflect yet', async () => {
    const { db, net, api } = await signedIn();
    await db.chapters.put({ ...chapter(2), adventure_id: 'a1', pending_choice: { outbox_id: 'o1', text: 'Duck' } });
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: { outbox_id: 'o0', text: 'Old' } });
    const served = adventure('a1', [chapter(1, { choice_made: 'Old' }), chapter(2)]);
    net.on('GET', '/ac/:id/', { status: 200, body: served });

    await api.refresh({ kind: 'adventure', id: 'a1' });

    const { chapters: _chapters, ...row } = served;
    expect(await db.adventures.get('a1')).toEqual(row);
    const [one, two] = await db.chapters.where('adventure_id').equals('a1').sortBy('chapter_number');
    expect(one).toEqual({ ...chapter(1, { choice_made: 'Old' }), adventure_id: 'a1', pending_choice: null });
    expect(two?.blocks).toEqual(chapter(2).blocks);
    expect(two?.pending_choice).toEqual({ outbox_id: 'o1', text: 'Duck' });
  });
});
