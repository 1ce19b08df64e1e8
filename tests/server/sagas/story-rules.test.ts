import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, STORY_LIMITS } from '../../../src/contract';
import { attempt, makeSubscriber, player, server, userIdOf } from '../helpers';

let app: FastifyInstance;
let c: Awaited<ReturnType<typeof server>>['clock'];
afterEach(() => app.close());

const premise = 'A bell rings under the lake every night at the same hour.';

describe('custom stories: the rules a player meets', () => {
  it('the app may name the new story: the id is kept, and a taken id is refused with 409', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const id = randomUUID();
    const story = await ada.call(api.createCustomSaga, {}, { saga_id: id, premise });
    expect(story).toMatchObject({ story_id: id, saga_id: id });
    const again = await attempt(ada, 'POST', '/sagas/custom-saga/', { saga_id: id, premise });
    expect(again).toMatchObject({ status: 409, message: 'That adventure already exists.' });
    expect((await attempt(ada, 'POST', '/sagas/custom-saga/', { saga_id: 'not-a-uuid', premise })).status).toBe(400);
  });

  it('the opening introduces the owner as the main character, with their portrait', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { premise });
    const hero = story.chapters[0]!.blocks.find((b) => b.blockType === 'mainCharacter');
    expect(hero?.blockText).toContain('You are ada');
    expect(hero?.characterImageURL).toBe(story.owner.avatar_url);
  });

  it('chapters close on a Decisive Moment, every fifth on a Critical Moment', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    let story = await ada.call(api.createCustomSaga, {}, { premise });
    for (let i = 0; i < 4; i++) story = await ada.call(api.storyTurn, { storyId: story.story_id }, { text: `I dive deeper, try ${i}` });
    expect(story.chapters.map((c) => c.moment)).toEqual(['decisive_moment', 'decisive_moment', 'decisive_moment', 'decisive_moment', 'critical_moment']);
  });

  it(`without a subscription a story runs ${STORY_LIMITS.freeChapters} chapters and the last is its ending; a subscriber goes on`, async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    let story = await ada.call(api.createCustomSaga, {}, { premise });
    expect(story.chapter_limit).toBe(STORY_LIMITS.freeChapters);
    while (story.current_chapter < STORY_LIMITS.freeChapters) {
      story = await ada.call(api.storyTurn, { storyId: story.story_id }, { text: `I follow the bell, step ${story.current_chapter}` });
    }
    const last = story.chapters.at(-1)!;
    expect(last.blocks.at(-1)!.blockType).toBe('endingCliffhanger');
    expect(last.moment).toBeNull();
    const refused = await attempt(ada, 'POST', `/story/${story.story_id}/turn/`, { text: 'one more' });
    expect(refused).toMatchObject({ status: 403, message: 'Subscribe for Endless Adventures to continue this story.' });
    // Refreshing the ending tells an ending again.
    const retold = await ada.call(api.storyRefresh, { storyId: story.story_id });
    expect(retold.chapters.at(-1)!.blocks.at(-1)!.blockType).toBe('endingCliffhanger');

    await makeSubscriber(app, await userIdOf(ada));
    const endless = await ada.call(api.storyTurn, { storyId: story.story_id }, { text: 'I open the door the ending left ajar' });
    expect(endless.chapter_limit).toBeNull();
    expect(endless.current_chapter).toBe(STORY_LIMITS.freeChapters + 1);
    expect(endless.chapters.at(-1)!.blocks.at(-1)!.blockType).toBe('cliffhangerMoment');
  });

  it('the owner’s stories are recents, most recently played first (Continue Play); a deleted one leaves them', async () => {
    ({ app, clock: c } = await server());
    const ada = await player(app, 'ada@example.com');
    const first = await ada.call(api.createCustomSaga, {}, { premise });
    c.advance(60_000);
    const second = await ada.call(api.createCustomSaga, {}, { premise: 'A lantern that burns backwards.' });
    c.advance(60_000);
    await ada.call(api.storyTurn, { storyId: first.story_id }, { text: 'I ring the bell myself' });
    const recents = await ada.call(api.recents);
    expect(recents.items.map((i) => [i.kind, i.story_id])).toEqual([
      ['story', first.story_id],
      ['story', second.story_id],
    ]);
    expect(recents.items[0]).toMatchObject({ name: first.title, progress: 'In Progress', series_id: null, dungeon_id: null });
    await ada.call(api.deleteCustomSaga, { sagaId: first.saga_id });
    expect((await ada.call(api.recents)).items.map((i) => i.story_id)).toEqual([second.story_id]);
    // Another player's recents do not hold ada's stories.
    const bo = await player(app, 'bo@example.com');
    expect((await bo.call(api.recents)).items).toEqual([]);
  });
});


describe('the seeded world’s community stories', () => {
  it('give a new story a full list of 10 echoes from its first chapter, each with its author', async () => {
    ({ app } = await server({ communityStories: true }));
    const ada = await player(app, 'ada@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { premise });
    const list = await ada.call(api.sagaEchoes, { sagaId: story.saga_id });
    expect(list.echoes).toHaveLength(10);
    expect(new Set(list.echoes.map((e) => e.user_id)).size).toBeGreaterThan(1);
    expect(list.echoes.every((e) => e.text.length > 0 && e.username !== 'A Historian')).toBe(true);
    await makeSubscriber(app, await userIdOf(ada));
    expect((await ada.call(api.sagaEchoes, { sagaId: story.saga_id })).can_reroll).toBe(true);
  });

  it('are public: anyone reads them, the demo notification’s story among them', async () => {
    ({ app } = await server({ communityStories: true }));
    const ada = await player(app, 'ada@example.com');
    const demo = await ada.call(api.story, { storyId: 'demo-story' });
    expect(demo).toMatchObject({ is_owner: false, is_public: true, owner: { username: 'Wren the Wanderer' } });
    expect(demo.chapters).toHaveLength(4);
    expect(demo.chapters[0]!.choice_made).toBe('I follow the newest street on the map before it can vanish');
    const saga = await ada.call(api.saga, { sagaId: 'demo-story' });
    expect(saga).toMatchObject({ kind: 'custom', is_owner: false, owner: 'Wren the Wanderer' });
  });

  it('are seeded once: a restart of the same database tells the same chapters', async () => {
    ({ app } = await server({ communityStories: true }));
    const ada = await player(app, 'ada@example.com');
    const before = await ada.call(api.story, { storyId: 'story-glass-orchard' });
    const { seedCommunityStories } = await import('../../../server/sagas/seed-stories');
    await seedCommunityStories(app.ctx.db, app.ctx.now());
    expect(await ada.call(api.story, { storyId: 'story-glass-orchard' })).toEqual(before);
  });
});
