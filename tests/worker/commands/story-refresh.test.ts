import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { story, storyChapter } from '../helpers/saga-fixtures';

describe("storyRefresh: the owner's refresh, the last chapter told again", () => {
  it('online it stores the chapter told again, word for word', async () => {
    const { db, net, api } = await signedIn();
    const { chapters: _c, ...row } = story('st1', [storyChapter(1)]);
    await db.stories.put({ ...row, deleting: null });
    await db.storyChapters.put({ ...storyChapter(1), story_id: 'st1', pending_choice: null });
    const retold = storyChapter(1, { caption: 'The lake, told again.' });
    net.on('POST', '/story/:storyId/refresh/', { status: 200, body: story('st1', [retold]) });
    expect((await api.storyRefresh('st1')).ok).toBe(true);
    expect(net.to('POST', '/story/st1/refresh/')).toHaveLength(1);
    expect(await db.storyChapters.get(['st1', 1])).toMatchObject({ caption: 'The lake, told again.' });
  });

  it('refresh waits for a choice still in the outbox: offline it is refused and nothing is sent', async () => {
    const { db, net, api, outbox } = await signedIn();
    const { chapters: _c, ...row } = story('st1', [storyChapter(1)]);
    await db.stories.put({ ...row, deleting: null });
    await db.storyChapters.put({ ...storyChapter(1), story_id: 'st1', pending_choice: null });
    net.online = false;
    await api.storyChoose({ story_id: 'st1', chapter: 1, text: 'I dive' });
    await outbox.idle();
    expect(await api.storyRefresh('st1')).toEqual({ ok: false, message: 'You are offline. This needs a connection.' });
    expect(net.requests.filter((r) => r.path.endsWith('/refresh/'))).toHaveLength(0);
  });
});
