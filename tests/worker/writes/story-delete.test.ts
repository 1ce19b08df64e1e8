import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { homeItem } from '../helpers/fixtures';
import { card, ownCard } from '../helpers/profile-fixtures';
import { echoList, saga, story, storyChapter } from '../helpers/saga-fixtures';
import type { TradingCard } from '../../../src/contract';

const cardRow = (c: TradingCard, position = 0) => ({ ...c, tab: c.type === 'custom' ? ('custom' as const) : ('originals' as const), position });

async function withCards() {
  const h = await signedIn();
  await h.db.cards.bulkPut([cardRow(ownCard('mine'), 0), cardRow(card('theirs', { type: 'custom', is_custom: true, created_by: 'u2' }), 1), cardRow(card('gold', { type: 'gold' }))]);
  return h;
}

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

describe("storyDelete: 'Delete Custom Adventure?' on a custom card", () => {
  it('any custom card leaves the collection at once; sent once; the answer is a notice', async () => {
    const { db, net, api, outbox } = await withCards();
    net.online = false;
    await api.storyDelete({ saga_id: 'saga-theirs' });
    await outbox.idle();
    expect((await db.cards.orderBy('card_id').toArray()).map((c) => c.card_id)).toEqual(['gold', 'mine']);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'storyDelete', scope: 'story:saga-theirs', label: 'Delete adventure: “Card theirs”' }]);

    net.on('DELETE', '/sagas/:sagaId/custom/', { status: 200, body: { message: 'Adventure deleted successfully!' } });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('DELETE', '/sagas/saga-theirs/custom/')).toHaveLength(1);
    expect(await db.notices.toArray()).toMatchObject([{ text: 'Adventure deleted successfully!' }]);
  });

  it('a toggle then a delete of the same story go in the order they were made', async () => {
    const { db, net, api, outbox } = await withCards();
    net.online = false;
    await api.cardPublicSet({ card_id: 'mine', is_public: true });
    await api.storyDelete({ saga_id: 'saga-mine' });
    await outbox.idle();
    net.on('PATCH', '/collectible-cards/:cardId/public/', { status: 200, body: { message: 'Your adventure is now public.' } });
    net.on('DELETE', '/sagas/:sagaId/custom/', { status: 200, body: { message: 'Adventure deleted successfully!' } });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.requests.filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual(['PATCH', 'DELETE']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a discard brings the card back; a pull keeps a delete not sent yet; an original cannot be deleted', async () => {
    const { db, net, api, outbox } = await withCards();
    net.online = false;
    await api.storyDelete({ saga_id: 'saga-mine' });
    await outbox.idle();
    net.online = true;
    net.on('DELETE', '/sagas/:sagaId/custom/', { status: 503 });
    net.on('GET', '/collectible-cards/', { status: 200, body: { tab: 'custom', cards: [ownCard('mine')], selected_card_id: null } });
    await api.refresh({ kind: 'cards', tab: 'custom' });
    expect(await db.cards.get('mine')).toBeUndefined();

    const [queued] = await db.outbox.toArray();
    await api.discardWrite(queued!.id);
    expect(await db.cards.get('mine')).toMatchObject({ card_id: 'mine', tab: 'custom' });
    expect(await api.storyDelete({ saga_id: 'saga-gold' })).toEqual({ ok: false, message: 'Only the owner of this story can delete it.' });
  });
});
