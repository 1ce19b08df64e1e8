import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { homeItem } from '../helpers/fixtures';
import { echoList, saga, story, storyChapter } from '../helpers/saga-fixtures';

async function withStory() {
  const h = await signedIn();
  const { chapters: _c, ...row } = story('st1', [storyChapter(1)]);
  await h.db.stories.put({ ...row, deleting: null });
  await h.db.storyChapters.put({ ...storyChapter(1), story_id: 'st1', pending_choice: null });
  await h.db.sagas.put(saga('st1'));
  await h.db.echoes.put({ ...echoList([]), saga_id: 'st1', pending_outbox_id: null });
  await h.db.recents.put({ ...homeItem('x', { kind: 'story', series_id: null, story_id: 'st1' }), key: 'story:st1', position: 0 });
  return h;
}

describe('storyDelete: the owner deletes a custom story', () => {
  it('leaves the recents at once and shows as being deleted; once sent it leaves the device with the server’s notice', async () => {
    const { db, net, api, outbox } = await withStory();
    net.online = false;
    await api.storyDelete({ saga_id: 'st1' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'storyDelete', scope: 'story:st1', label: 'Delete adventure: “The Drowned Bell”' });
    expect((await db.stories.get('st1'))?.deleting).toBe(row!.id);
    expect(await db.recents.count()).toBe(0);

    net.on('DELETE', '/sagas/:sagaId/custom/', { status: 200, body: { message: 'Adventure deleted successfully!' } });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.to('DELETE', '/sagas/st1/custom/')).toHaveLength(1);
    expect(await db.stories.get('st1')).toBeUndefined();
    expect(await db.storyChapters.count()).toBe(0);
    expect(await db.sagas.get('st1')).toBeUndefined();
    expect(await db.echoes.get('st1')).toBeUndefined();
    expect(await db.notices.toArray()).toMatchObject([{ text: 'Adventure deleted successfully!', tone: 'success' }]);
  });

  it('discarding it puts the story back as it was', async () => {
    const { db, net, api, outbox } = await withStory();
    net.online = false;
    await api.storyDelete({ saga_id: 'st1' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    await api.discardWrite(row!.id);
    expect((await db.stories.get('st1'))?.deleting).toBeNull();
    expect((await db.recents.toArray()).map((r) => r.key)).toEqual(['story:st1']);
  });

  it('is refused for a story someone else owns', async () => {
    const { db, api } = await withStory();
    await db.stories.update('st1', { is_owner: false });
    expect(await api.storyDelete({ saga_id: 'st1' })).toEqual({ ok: false, message: 'Only the owner of this story can delete it.' });
    expect(await db.outbox.count()).toBe(0);
  });
});
