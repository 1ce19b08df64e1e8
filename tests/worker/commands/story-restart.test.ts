import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { echoList, story, storyChapter } from '../helpers/saga-fixtures';

describe("storyRestart: the owner's restart, back to the opening chapter", () => {
  it('a restarted story loses the chapters the server no longer lists', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/story/:storyId/', { status: 200, body: story('st1', [storyChapter(1), storyChapter(2), storyChapter(3)]) });
    await api.refresh({ kind: 'story', id: 'st1' });
    net.on('POST', '/story/:storyId/restart/', { status: 200, body: story('st1', [storyChapter(1)]) });
    net.on('GET', '/sagas/:sagaId/echoes/', { status: 200, body: echoList([]) });
    expect((await api.storyRestart('st1')).ok).toBe(true);
    expect(await db.storyChapters.count()).toBe(1);
    expect((await db.stories.get('st1'))?.current_chapter).toBe(1);
  });
});
