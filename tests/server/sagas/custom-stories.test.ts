import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { attempt, countingNarrator, player, server } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

const premise = 'A lighthouse keeper finds a door in the sea that opens only at low tide.';

describe('custom stories', () => {
  it('quick play creates a saga told from its premise, with a custom card held by its creator', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { premise: `  ${premise}  ` });
    expect(story).toMatchObject({ title: 'A lighthouse keeper finds a door in the sea that opens…', premise, is_owner: true, current_chapter: 1 });
    expect(story.chapters[0]!.blocks.length).toBeGreaterThan(2);
    const saga = await ada.call(api.saga, { sagaId: story.saga_id });
    expect(saga).toMatchObject({ kind: 'custom', is_owner: true, owner: 'ada', is_public: false });
    const custom = await ada.call(api.customSaga, { sagaId: story.saga_id });
    expect(custom).toMatchObject({ chapters_count: 1, card_id: story.card_id, from_saga_id: null });
    const cards = await ada.call(api.sagaCards, { sagaId: story.saga_id });
    expect(cards.cards).toMatchObject([{ type: 'custom', is_custom: true, count: null, created_by_username: 'ada' }]);
    const opened = await ada.call(api.sagaAdventure, { sagaId: story.saga_id });
    expect(opened.story?.story_id).toBe(story.story_id);
  });

  it("the opening's “You are…” shows the owner's own avatar, as it is now", async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const avatars = await ada.call(api.avatars);
    const [first, second] = avatars.filter((a) => a.state === 'earned' || a.state === 'selected');
    await ada.call(api.selectAvatar, { avatarId: first!.avatar_id });
    const story = await ada.call(api.createCustomSaga, {}, { premise });
    const hero = () => ada.call(api.story, { storyId: story.story_id }).then((s) => s.chapters[0]!.blocks.find((b) => b.blockType === 'mainCharacter')!);
    expect((await hero()).characterImageURL).toBe(first!.image_url);
    await ada.call(api.selectAvatar, { avatarId: second!.avatar_id });
    expect(await hero()).toMatchObject({ characterImageURL: second!.image_url, character: { cover: second!.image_url } });
  });

  it('a premise longer than 1000 characters, or empty, is refused', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    expect((await attempt(ada, 'POST', '/sagas/custom-saga/', { premise: 'x'.repeat(1001) })).status).toBe(400);
    expect((await attempt(ada, 'POST', '/sagas/custom-saga/', { premise: '   ' })).status).toBe(400);
  });

  it('a turn adds a chapter told by the narrator; the previous chapter shows the text that led on', async () => {
    ({ app } = await server());
    const narrator = countingNarrator(app);
    const ada = await player(app, 'ada@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { premise });
    const after = await ada.call(api.storyTurn, { storyId: story.story_id }, { text: '  I open the door  ' });
    expect(after.current_chapter).toBe(2);
    expect(after.chapters[0]!.choice_made).toBe('I open the door');
    expect(after.chapters[1]!.blocks[0]!.blockText).toBe('Told 2: I open the door');
    expect(narrator.calls[1]).toMatchObject({ premise, playerText: 'I open the door', turnNumber: 2 });
    expect(narrator.calls[1]!.turns).toHaveLength(1);
  });

  it('a replayed Idempotency-Key returns the stored story without calling the narrator again', async () => {
    ({ app } = await server());
    const narrator = countingNarrator(app);
    const ada = await player(app, 'ada@example.com');
    const first = await ada.call(api.createCustomSaga, {}, { premise }, 'create-1');
    const again = await ada.call(api.createCustomSaga, {}, { premise }, 'create-1');
    expect(again).toEqual(first);
    const t1 = await ada.call(api.storyTurn, { storyId: first.story_id }, { text: 'look around' }, 'turn-1');
    const t2 = await ada.call(api.storyTurn, { storyId: first.story_id }, { text: 'look around' }, 'turn-1');
    expect(t2).toEqual(t1);
    const r1 = await ada.call(api.storyRefresh, { storyId: first.story_id }, {}, 'refresh-1');
    expect(await ada.call(api.storyRefresh, { storyId: first.story_id }, {}, 'refresh-1')).toEqual(r1);
    expect(narrator.calls).toHaveLength(3);
    expect(r1.chapters).toHaveLength(2);
    const restart = await ada.call(api.storyRestart, { storyId: first.story_id }, {}, 'restart-1');
    await ada.call(api.storyTurn, { storyId: first.story_id }, { text: 'run' });
    expect(await ada.call(api.storyRestart, { storyId: first.story_id }, {}, 'restart-1')).toEqual(restart);
    expect((await ada.call(api.story, { storyId: first.story_id })).current_chapter).toBe(2);
    const del = await ada.call(api.deleteCustomSaga, { sagaId: first.saga_id }, undefined, 'delete-1');
    expect(await ada.call(api.deleteCustomSaga, { sagaId: first.saga_id }, undefined, 'delete-1')).toEqual(del);
  });

  it('refresh retells the last chapter differently; restart goes back to the opening', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { premise });
    const turned = await ada.call(api.storyTurn, { storyId: story.story_id }, { text: 'I search the lighthouse cellar' });
    const refreshed = await ada.call(api.storyRefresh, { storyId: story.story_id });
    expect(refreshed.chapters).toHaveLength(2);
    expect(refreshed.chapters[1]!.blocks).not.toEqual(turned.chapters[1]!.blocks);
    expect(refreshed.chapters[0]!.choice_made).toBe('I search the lighthouse cellar');
    const restarted = await ada.call(api.storyRestart, { storyId: story.story_id });
    expect(restarted.chapters).toHaveLength(1);
    expect(restarted.chapters[0]!.blocks).toEqual(story.chapters[0]!.blocks);
  });

  it('only the owner may send a turn, refresh, restart, read its settings or make it public', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { premise });
    // A private story is not even visible to others…
    expect((await attempt(bo, 'POST', `/story/${story.story_id}/turn/`, { text: 'hi' })).status).toBe(404);
    await ada.call(api.cardPublic, { cardId: story.card_id! }, { is_public: true });
    // …a public one is readable, but still only its owner acts on it.
    expect((await bo.call(api.story, { storyId: story.story_id })).is_owner).toBe(false);
    for (const [method, url, body] of [
      ['POST', `/story/${story.story_id}/turn/`, { text: 'I take over' }],
      ['POST', `/story/${story.story_id}/refresh/`, {}],
      ['POST', `/story/${story.story_id}/restart/`, {}],
      ['GET', `/sagas/${story.saga_id}/custom/`, undefined],
      ['PATCH', `/collectible-cards/${story.card_id}/public/`, { is_public: false }],
    ] as const) {
      const res = await attempt(bo, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.message.length).toBeGreaterThan(0);
    }
    expect((await ada.call(api.story, { storyId: story.story_id })).chapters).toHaveLength(1);
  });

  it('deleting removes the story for its owner, while holders of its card keep reading it', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const cy = await player(app, 'cy@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { premise });
    await ada.call(api.cardPublic, { cardId: story.card_id! }, { is_public: true });
    // Bo makes a new version of it, and so receives its card.
    const version = await bo.call(api.createCustomSaga, {}, { premise: 'The door again, but at high tide.', from_saga_id: story.saga_id });
    expect((await bo.call(api.sagaCards, { sagaId: version.saga_id })).cards[0]!.is_fanfiction).toBe(true);
    expect(await ada.call(api.deleteCustomSaga, { sagaId: story.saga_id })).toEqual({ message: 'Adventure deleted successfully!' });
    expect((await attempt(ada, 'GET', `/sagas/${story.saga_id}/custom/`)).status).toBe(404);
    expect((await attempt(ada, 'POST', `/story/${story.story_id}/turn/`, { text: 'again' })).status).toBe(404);
    expect((await bo.call(api.story, { storyId: story.story_id })).title).toBe(story.title);
    expect((await attempt(cy, 'GET', `/sagas/${story.saga_id}/`)).status).toBe(404);
  });

  it('a series saga: its page, where it opens, and its cards', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const saga = await ada.call(api.saga, { sagaId: 'saga-ninefold-bell' });
    expect(saga).toMatchObject({ kind: 'series', series_id: 'ninefold-bell', is_premium: true, can_access: false, owner: 'Vellum House' });
    const opens = await ada.call(api.sagaAdventure, { sagaId: 'saga-glassblowers-oath' });
    expect(opens).toMatchObject({ kind: 'series', adventure_id: 'glassblowers-oath-1', current_chapter: 1, story: null });
    expect((await attempt(ada, 'GET', '/sagas/nope/')).status).toBe(404);
  });
});
