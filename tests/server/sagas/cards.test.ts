import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { memories } from '../../../server/content';
import { attempt, getWith, player, server } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

describe('trading cards', () => {
  it('originals: a gold card per Memory and a silver per adventure, locked until earned', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const list = await getWith(me, api.collectibleCards, '/collectible-cards/', { tab: 'originals' });
    const expected = memories.reduce((n, m) => n + 1 + m.adventures.length, 0);
    expect(list.cards).toHaveLength(expected);
    expect(list.cards.every((c) => c.status === 'locked' && c.count === 0 && !c.is_custom && c.created_by === null)).toBe(true);
    expect(new Set(list.cards.map((c) => c.type))).toEqual(new Set(['gold', 'silver']));
  });

  it('finishing a Memory adventure awards its silver card; finishing the Memory awards the gold', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const [first] = glassblowersOath.adventures;
    await me.call(api.adventureContinue, { id: first!.adventure_id }, { chapter: 1, choice: 'hide' });
    await me.call(api.adventureContinue, { id: first!.adventure_id }, { chapter: 2, choice: 'look' });
    const list = await getWith(me, api.collectibleCards, '/collectible-cards/', { card_id: `card-${first!.adventure_id}` });
    expect(list.tab).toBe('originals');
    expect(list.selected_card_id).toBe(`card-${first!.adventure_id}`);
    const byId = new Map(list.cards.map((c) => [c.card_id, c]));
    expect(byId.get(`card-${first!.adventure_id}`)).toMatchObject({ type: 'silver', count: 1, status: 'unlocked' });
    expect(byId.get('card-glassblowers-oath-gold')).toMatchObject({ count: 0, status: 'locked' });
  });

  it('custom cards: one per custom saga; the creator makes it public, and then others see it', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { title: 'The Tide Door', premise: 'A door in the sea.' });
    expect((await getWith(bo, api.collectibleCards, '/collectible-cards/', { tab: 'custom' })).cards).toEqual([]);
    const answer = await ada.call(api.cardPublic, { cardId: story.card_id! }, { is_public: true }, 'public-1');
    expect(answer).toEqual({ message: 'Your adventure is now public.' });
    expect(await ada.call(api.cardPublic, { cardId: story.card_id! }, { is_public: true }, 'public-1')).toEqual(answer);
    const seen = await getWith(bo, api.collectibleCards, '/collectible-cards/', { tab: 'custom' });
    expect(seen.cards).toMatchObject([{ name: 'The Tide Door', type: 'custom', is_public: true, created_by_username: 'ada', count: 0, status: 'locked' }]);
    expect((await attempt(bo, 'PATCH', `/collectible-cards/${story.card_id}/public/`, { is_public: false })).status).toBe(403);
    expect((await attempt(ada, 'PATCH', '/collectible-cards/card-glassblowers-oath-gold/public/', { is_public: false })).status).toBe(403);
    expect((await attempt(ada, 'PATCH', '/collectible-cards/nope/public/', { is_public: false })).status).toBe(404);
    expect((await attempt(ada, 'GET', '/collectible-cards/?tab=secret')).status).toBe(400);
  });
});

describe('trading cards as each player holds them', () => {
  it("a custom card's creator holds it without limit (count null) and it is never locked for them", async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { title: 'The Tide Door', premise: 'A door in the sea.' });
    await ada.call(api.cardPublic, { cardId: story.card_id! }, { is_public: true });
    const own = await getWith(ada, api.collectibleCards, '/collectible-cards/', { tab: 'custom' });
    expect(own.cards).toMatchObject([{ card_id: story.card_id, count: null, status: 'unlocked', created_by_username: 'ada' }]);
    const other = await getWith(bo, api.collectibleCards, '/collectible-cards/', { tab: 'custom' });
    expect(other.cards).toMatchObject([{ card_id: story.card_id, count: 0, status: 'locked' }]);
  });

  it('finishing an adventure files a trading_card_received notification naming the card and its type', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const [first] = glassblowersOath.adventures;
    await me.call(api.adventureContinue, { id: first!.adventure_id }, { chapter: 1, choice: 'hide' });
    await me.call(api.adventureContinue, { id: first!.adventure_id }, { chapter: 2, choice: 'look' });
    const received = (await me.call(api.notifications)).notifications.filter((n) => n.type === 'trading_card_received');
    expect(received).toMatchObject([{ extra_data: { card_id: `card-${first!.adventure_id}`, type: 'silver' }, read: false }]);
    expect(received[0]!.text).toBe(`You received the silver card “${first!.name}” - tap to view it`);
  });

  it("deleting someone else's custom card removes it from the deleter's collection only", async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { title: 'The Tide Door', premise: 'A door in the sea.' });
    await ada.call(api.cardPublic, { cardId: story.card_id! }, { is_public: true });
    expect(await bo.call(api.deleteCustomSaga, { sagaId: story.saga_id }, undefined, 'bo-delete')).toEqual({ message: 'Adventure deleted successfully!' });
    expect(await bo.call(api.deleteCustomSaga, { sagaId: story.saga_id }, undefined, 'bo-delete')).toEqual({ message: 'Adventure deleted successfully!' });
    expect((await getWith(bo, api.collectibleCards, '/collectible-cards/', { tab: 'custom' })).cards).toEqual([]);
    // The story itself is untouched: its creator still has it, and it is still public.
    expect((await getWith(ada, api.collectibleCards, '/collectible-cards/', { tab: 'custom' })).cards).toMatchObject([{ card_id: story.card_id }]);
    expect((await bo.call(api.story, { storyId: story.story_id })).title).toBe('The Tide Door');
    // Receiving the card again (a new version of the story) brings it back.
    await bo.call(api.createCustomSaga, {}, { premise: 'The door again, at low tide.', from_saga_id: story.saga_id });
    const back = await getWith(bo, api.collectibleCards, '/collectible-cards/', { tab: 'custom' });
    expect(back.cards.find((c) => c.card_id === story.card_id)).toMatchObject({ count: 1, status: 'unlocked' });
  });

  it("its creator's delete takes the card out of their collection; a holder keeps it", async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const cy = await player(app, 'cy@example.com');
    const story = await ada.call(api.createCustomSaga, {}, { title: 'The Tide Door', premise: 'A door in the sea.' });
    await ada.call(api.cardPublic, { cardId: story.card_id! }, { is_public: true });
    await bo.call(api.createCustomSaga, {}, { premise: 'The door again, at low tide.', from_saga_id: story.saga_id });
    await ada.call(api.deleteCustomSaga, { sagaId: story.saga_id });
    expect((await getWith(ada, api.collectibleCards, '/collectible-cards/', { tab: 'custom' })).cards).toEqual([]);
    expect((await getWith(bo, api.collectibleCards, '/collectible-cards/', { tab: 'custom' })).cards.map((c) => c.card_id)).toContain(story.card_id);
    expect((await getWith(cy, api.collectibleCards, '/collectible-cards/', { tab: 'custom' })).cards).toEqual([]);
    expect((await attempt(cy, 'DELETE', `/sagas/${story.saga_id}/custom/`)).status).toBe(404);
  });
});
