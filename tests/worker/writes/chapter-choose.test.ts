import { describe, expect, it } from 'vitest';
import { adventure, chapter, homeItem, seriesDetails } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

const CONTINUE = '/ac/:id/continue/';

describe('chapterChoose: the choice at a Memory chapter\'s moment', () => {
  it('a 251-character choice is refused with a clear message and nothing is written', async () => {
    const { db, api, net } = await signedIn();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });

    const result = await api.chapterChoose({ adventure_id: 'a1', chapter: 1, choice: 'x'.repeat(251) });

    expect(result).toEqual({ ok: false, message: 'At most 250 characters' });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.chapters.get(['a1', 1]))?.pending_choice).toBeNull();
    expect(net.requests).toHaveLength(0);
  });

  it('a choice shows as pending and is replaced by the adventure the server returns', async () => {
    const { db, api, net, outbox } = await signedIn();
    await db.adventures.put({ ...adventure('a1', []), chapters: undefined } as never);
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.online = false;

    await api.chapterChoose({ adventure_id: 'a1', chapter: 1, choice: 'Open the gate' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect((await db.chapters.get(['a1', 1]))?.pending_choice).toEqual({ outbox_id: row?.id, text: 'Open the gate' });

    const answer = adventure('a1', [chapter(1, { choice_made: 'Open the gate' }), chapter(2)]);
    net.on('PUT', CONTINUE, { status: 200, body: answer });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.to('PUT', '/ac/a1/continue/')[0]?.body).toEqual({ chapter: 1, choice: 'Open the gate' });
    expect(await db.outbox.count()).toBe(0);
    const rows = await db.chapters.where('adventure_id').equals('a1').sortBy('chapter_number');
    expect(rows.map((c) => [c.chapter_number, c.choice_made, c.pending_choice])).toEqual([
      [1, 'Open the gate', null],
      [2, null, null],
    ]);
    expect((await db.adventures.get('a1'))?.current_chapter).toBe(2);
  });

  it('a second choice for a chapter whose choice is still pending is refused', async () => {
    const { db, api, net, outbox } = await signedIn();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.online = false;
    await api.chapterChoose({ adventure_id: 'a1', chapter: 1, choice: 'Left' });
    const second = await api.chapterChoose({ adventure_id: 'a1', chapter: 1, choice: 'Right' });
    await outbox.idle();
    expect(second.ok).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });

  it('discarding a pending choice clears the pending choice card', async () => {
    const { db, api, net, outbox } = await signedIn();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.online = false;
    await api.chapterChoose({ adventure_id: 'a1', chapter: 1, choice: 'Jump' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();

    await api.discardWrite(row?.id ?? '');

    expect((await db.chapters.get(['a1', 1]))?.pending_choice).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it("a replayed choice refreshes what it changed at once: the series (the Sanctum's 'Continue the Memory'), featured and recents", async () => {
    const { db, net, api, outbox, clock } = await signedIn();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    // The series was pulled a moment ago, as 'Not Started': fresh for five minutes, yet out of date after a choice.
    await db.series.put({ ...seriesDetails('s1'), progress: 'Not Started' });
    await db.syncState.put({ resource: 'series:s1', fetchedAt: clock.now(), etag: null, error: null });
    net.online = false;
    await api.chapterChoose({ adventure_id: 'a1', chapter: 1, choice: 'Onward' });
    await outbox.idle();

    net.on('PUT', '/ac/:id/continue/', { status: 200, body: adventure('a1', [chapter(1, { choice_made: 'Onward' }), chapter(2)], { series_id: 's1' }) });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [homeItem('s1')] } });
    net.on('GET', '/homepage/featured/', { status: 200, body: { items: [homeItem('s1', { progress: 'In Progress' })] } });
    net.on('GET', '/ac/series/:seriesId/details/', { status: 200, body: { ...seriesDetails('s1'), progress: 'In Progress' } });
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();

    expect(net.to('GET', '/homepage/recents/')).toHaveLength(1);
    expect((await db.recents.toArray()).map((r) => r.key)).toEqual(['series:s1']);
    expect(net.to('GET', '/ac/series/s1/details/')).toHaveLength(1);
    expect((await db.series.get('s1'))?.progress).toBe('In Progress');
    expect((await db.featured.toArray()).map((f) => f.progress)).toEqual(['In Progress']);
  });
});
