import { describe, expect, it } from 'vitest';
import type { TradingCard } from '../../../src/contract';
import { signedIn } from '../helpers/harness';
import { card, ownCard } from '../helpers/profile-fixtures';
import { story, storyChapter } from '../helpers/saga-fixtures';

const row = (c: TradingCard, position = 0) => ({ ...c, tab: c.type === 'custom' ? ('custom' as const) : ('originals' as const), position });

async function withCards() {
  const h = await signedIn();
  await h.db.cards.bulkPut([row(ownCard('mine'), 0), row(card('theirs', { type: 'custom', is_custom: true, created_by: 'u2' }), 1), row(card('gold', { type: 'gold' }))]);
  return h;
}

describe("cardPublicSet: the creator's 'Make this adventure public?'", () => {
  it("moves at once offline, is sent once, and the server's message becomes a notice", async () => {
    const { db, net, api, outbox } = await withCards();
    net.online = false;
    await api.cardPublicSet({ card_id: 'mine', is_public: true });
    await outbox.idle();
    expect((await db.cards.get('mine'))?.is_public).toBe(true);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'cardPublicSet', scope: 'story:saga-mine', label: 'Make public: Card mine', was_public: false }]);

    net.on('PATCH', '/collectible-cards/:cardId/public/', { status: 200, body: { message: 'Your adventure is now public.' } });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('PATCH', '/collectible-cards/mine/public/')).toHaveLength(1);
    expect(await db.notices.toArray()).toMatchObject([{ text: 'Your adventure is now public.', tone: 'success' }]);
  });

  it('a discard puts the toggle back; a pull keeps a toggle not sent yet', async () => {
    const { db, net, api, outbox } = await withCards();
    net.online = false;
    await api.cardPublicSet({ card_id: 'mine', is_public: true });
    await outbox.idle();
    net.online = true;
    net.on('PATCH', '/collectible-cards/:cardId/public/', { status: 503 });
    net.on('GET', '/collectible-cards/', { status: 200, body: { tab: 'custom', cards: [ownCard('mine')], selected_card_id: null } });
    await api.refresh({ kind: 'cards', tab: 'custom' });
    expect((await db.cards.get('mine'))?.is_public).toBe(true);

    const [queued] = await db.outbox.toArray();
    await api.discardWrite(queued!.id);
    expect((await db.cards.get('mine'))?.is_public).toBe(false);
  });

  it("a story shared before its card was pulled: the owner's story stands in, and moves at once with its card", async () => {
    const { db, net, api, outbox } = await signedIn();
    const { chapters: _chapters, ...mine } = story('st1', [storyChapter(1)]);
    await db.stories.bulkPut([
      { ...mine, deleting: null },
      { ...mine, story_id: 'st2', saga_id: 'st2', card_id: 'card-st2', is_owner: false, deleting: null },
    ]);
    net.online = false;
    expect(await api.cardPublicSet({ card_id: 'card-st1', is_public: true })).toMatchObject({ ok: true });
    await outbox.idle();
    expect((await db.stories.get('st1'))?.is_public).toBe(true);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'cardPublicSet', label: 'Make public: The Drowned Bell', was_public: false }]);
    // Someone else's story is not theirs to make public.
    expect(await api.cardPublicSet({ card_id: 'card-st2', is_public: true })).toEqual({ ok: false, message: 'That card does not exist.' });

    net.on('PATCH', '/collectible-cards/:cardId/public/', { status: 200, body: { message: 'Your adventure is now public.' } });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('PATCH', '/collectible-cards/card-st1/public/')).toHaveLength(1);
    expect((await db.stories.get('st1'))?.is_public).toBe(true);
  });

  it('only the creator of a custom card may toggle it', async () => {
    const { db, api } = await withCards();
    const refusal = { ok: false, message: 'Only the creator of this adventure can change that.' };
    expect(await api.cardPublicSet({ card_id: 'theirs', is_public: false })).toEqual(refusal);
    expect(await api.cardPublicSet({ card_id: 'gold', is_public: false })).toEqual(refusal);
    expect(await db.outbox.count()).toBe(0);
  });
});
