import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { story, storyChapter } from '../helpers/saga-fixtures';

const ID = '6f1c0b8e-4d7a-4f0e-9a57-2a9c1b3d5e7f';
const premise = 'A bell rings under the lake every night.';

describe('storyCreate: a custom story from quick play', () => {
  it('heads the recents at once, is sent once under its own id, and the told story replaces it', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;
    expect(await api.storyCreate({ saga_id: ID, premise: `  ${premise}  ` })).toEqual({ ok: true, value: undefined });
    await outbox.idle();
    expect(await db.recents.toArray()).toMatchObject([{ key: `story:${ID}`, kind: 'story', story_id: ID, name: premise, progress: 'Not Started' }]);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'storyCreate', scope: `story:${ID}` }]);

    net.on('POST', '/sagas/custom-saga/', { status: 201, body: story(ID, [storyChapter(1)]) });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });
    net.online = true;
    await api.online();
    await outbox.idle();

    const sent = net.to('POST', '/sagas/custom-saga/');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ saga_id: ID, premise });
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.stories.get(ID)).toMatchObject({ story_id: ID, current_chapter: 1, deleting: null });
    expect(await db.storyChapters.get([ID, 1])).toMatchObject({ title: 'The Drowned Bell', pending_choice: null });
    expect(net.to('GET', '/homepage/recents/').length).toBeGreaterThan(0);
  });

  it('refuses an empty or too long premise, and an id that is not a UUID, writing nothing', async () => {
    const { db, api } = await signedIn();
    expect(await api.storyCreate({ saga_id: ID, premise: '   ' })).toEqual({ ok: false, message: 'Text cannot be empty' });
    expect(await api.storyCreate({ saga_id: ID, premise: 'x'.repeat(1001) })).toEqual({ ok: false, message: 'At most 1000 characters' });
    expect((await api.storyCreate({ saga_id: 'story-1', premise })).ok).toBe(false);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.recents.count()).toBe(0);
  });

  it('discarding a refused creation takes it out of the recents', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.on('POST', '/sagas/custom-saga/', { status: 409, body: { message: 'That adventure already exists.' } });
    await api.storyCreate({ saga_id: ID, premise });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', lastError: 'That adventure already exists.' });

    await api.discardWrite(row!.id);
    expect(await db.recents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
