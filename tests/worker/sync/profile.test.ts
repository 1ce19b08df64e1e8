import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';
import { card, friend, notification, ownCard, priorityAlert, seasonPass } from '../helpers/profile-fixtures';

describe("the player's own corner, pulled for offline", () => {
  it('notifications replace the list and set the unread number on the player', async () => {
    const { db, net, api } = await signedIn();
    await db.notifications.put({ ...notification('old'), id: 'old' });
    net.on('GET', '/notifications/', { status: 200, body: { notifications: [notification('n2'), notification('n1', { read: true })], unread: 1 } });
    expect(await api.refresh({ kind: 'notifications' })).toEqual({ ok: true, value: undefined });
    expect((await db.notifications.toArray()).map((n) => [n.id, n.read]).sort()).toEqual([
      ['n1', true],
      ['n2', false],
    ]);
    expect((await db.user.get('me'))?.pending_notifications).toBe(1);
  });

  it('the group keeps the server order; trading cards are kept per tab in the order listed', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/friends/', { status: 200, body: [friend('u9'), friend('u7')] });
    await api.refresh({ kind: 'friends' });
    expect((await db.friends.orderBy('position').toArray()).map((f) => f.key)).toEqual(['user:u9', 'user:u7']);

    net.on('GET', '/collectible-cards/', (req) =>
      req.query.get('tab') === 'custom'
        ? { status: 200, body: { tab: 'custom', cards: [ownCard('c2'), ownCard('c1')], selected_card_id: null } }
        : { status: 200, body: { tab: 'originals', cards: [card('g', { type: 'gold' }), card('s')], selected_card_id: null } },
    );
    await api.refresh({ kind: 'cards', tab: 'originals' });
    await api.refresh({ kind: 'cards', tab: 'custom' });
    expect((await db.cards.where('tab').equals('originals').sortBy('position')).map((c) => c.card_id)).toEqual(['g', 's']);
    expect((await db.cards.where('tab').equals('custom').sortBy('position')).map((c) => [c.card_id, c.count])).toEqual([
      ['c2', null],
      ['c1', null],
    ]);

    // A tab's pull replaces only that tab; a saga's cards join without moving the tab's order.
    net.on('GET', '/collectible-cards/', { status: 200, body: { tab: 'custom', cards: [ownCard('c1')], selected_card_id: null } });
    await api.refresh({ kind: 'cards', tab: 'custom' });
    net.on('GET', '/sagas/:sagaId/cards/', { status: 200, body: { tab: 'originals', cards: [card('s', { count: 2, status: 'unlocked' })], selected_card_id: null } });
    await api.refresh({ kind: 'sagaCards', id: 'saga-s' });
    expect((await db.cards.orderBy('card_id').toArray()).map((c) => [c.card_id, c.position, c.count])).toEqual([
      ['c1', 0, null],
      ['g', 0, 0],
      ['s', 1, 2],
    ]);
  });

  it('the season pass and the priority alert are kept whole; no alert is kept as none', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/season-pass/', { status: 200, body: seasonPass() });
    net.on('GET', '/priority-alert/', { status: 200, body: { alert: priorityAlert() } });
    await api.refresh({ kind: 'seasonPass' });
    await api.refresh({ kind: 'priorityAlert' });
    expect(await db.seasonPass.get('me')).toEqual({ ...seasonPass(), id: 'me' });
    expect(await db.priorityAlert.get('current')).toEqual({ id: 'current', alert: priorityAlert() });

    net.on('GET', '/priority-alert/', { status: 200, body: { alert: null } });
    await api.refresh({ kind: 'priorityAlert' });
    expect(await db.priorityAlert.get('current')).toEqual({ id: 'current', alert: null });
  });

  it('a refused pull leaves what the device holds', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/user/', { status: 200, body: user() });
    net.on('GET', '/season-pass/', { status: 200, body: seasonPass() });
    await api.refresh({ kind: 'seasonPass' });
    net.on('GET', '/season-pass/', { status: 500, body: { message: 'Down' } });
    expect((await api.refresh({ kind: 'seasonPass' })).ok).toBe(false);
    expect(await db.seasonPass.get('me')).toMatchObject({ level: 2 });
  });
});
