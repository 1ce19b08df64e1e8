import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { echoList, story, storyChapter } from '../helpers/saga-fixtures';

const TURN = '/story/:storyId/turn/';

async function withStory(over: Parameters<typeof story>[2] = {}) {
  const h = await signedIn();
  const { chapters: _c, ...row } = story('st1', [storyChapter(1)], over);
  await h.db.stories.put({ ...row, deleting: null });
  await h.db.storyChapters.put({ ...storyChapter(1), story_id: 'st1', pending_choice: null });
  return h;
}

describe('storyChoose: the owner’s free-text choice in a custom story', () => {
  it('a choice typed offline shows as pending, survives a pull, and is sent once when the network returns', async () => {
    const { db, net, api, outbox } = await withStory();
    net.online = false;
    await api.storyChoose({ story_id: 'st1', chapter: 1, text: '  I dive for the bell  ' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'storyChoose', scope: 'story:st1', label: 'Story choice: “I dive for the bell”' });
    expect((await db.storyChapters.get(['st1', 1]))?.pending_choice).toEqual({ outbox_id: row!.id, text: 'I dive for the bell' });

    const told = story('st1', [storyChapter(1, { choice_made: 'I dive for the bell' }), storyChapter(2)]);
    net.on('GET', '/story/:storyId/', { status: 200, body: story('st1', [storyChapter(1)]) });
    net.on('POST', TURN, { status: 200, body: told });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });
    net.on('GET', '/sagas/:sagaId/echoes/', { status: 200, body: echoList([], { chapter: 2 }) });
    // A pull before the choice is sent keeps the pending choice on screen.
    net.online = true;
    await api.refresh({ kind: 'story', id: 'st1' });
    expect((await db.storyChapters.get(['st1', 1]))?.pending_choice?.text).toBe('I dive for the bell');

    await api.online();
    await outbox.idle();
    expect(net.to('POST', '/story/st1/turn/').map((r) => r.body)).toEqual([{ text: 'I dive for the bell' }]);
    const rows = await db.storyChapters.where('story_id').equals('st1').sortBy('chapter_number');
    expect(rows.map((c) => [c.chapter_number, c.choice_made, c.pending_choice])).toEqual([
      [1, 'I dive for the bell', null],
      [2, null, null],
    ]);
    // The new chapter is another point of the story: its echoes are pulled again.
    expect((await db.echoes.get('st1'))?.chapter).toBe(2);
  });

  it('refuses a choice over 1000 characters, an empty one, a non-owner’s, and one past the free chapters', async () => {
    const { db, api } = await withStory();
    expect(await api.storyChoose({ story_id: 'st1', chapter: 1, text: 'x'.repeat(1001) })).toEqual({ ok: false, message: 'At most 1000 characters' });
    expect(await api.storyChoose({ story_id: 'st1', chapter: 1, text: ' \n ' })).toEqual({ ok: false, message: 'Text cannot be empty' });
    expect((await api.storyChoose({ story_id: 'st1', chapter: 1, text: 'x'.repeat(1000) })).ok).toBe(true);
    await db.stories.update('st1', { is_owner: false });
    expect(await api.storyChoose({ story_id: 'st1', chapter: 1, text: 'Mine now' })).toEqual({
      ok: false,
      message: 'Only the owner of this story can choose what happens next.',
    });
    await db.stories.update('st1', { is_owner: true, current_chapter: 10, chapter_limit: 10 });
    expect(await api.storyChoose({ story_id: 'st1', chapter: 10, text: 'On' })).toEqual({ ok: false, message: 'Subscribe for Endless Adventures to continue this story.' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('a second choice while the first waits is refused; discarding the first clears it', async () => {
    const { db, net, api, outbox } = await withStory();
    net.online = false;
    await api.storyChoose({ story_id: 'st1', chapter: 1, text: 'Left' });
    expect(await api.storyChoose({ story_id: 'st1', chapter: 1, text: 'Right' })).toEqual({
      ok: false,
      message: 'Your choice for this chapter is already waiting to be sent.',
    });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    await api.discardWrite(row!.id);
    expect((await db.storyChapters.get(['st1', 1]))?.pending_choice).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });
});
