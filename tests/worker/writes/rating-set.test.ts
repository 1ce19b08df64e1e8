import { describe, expect, it } from 'vitest';
import { ratingResponse } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

describe('ratingSet: a rating', () => {
  it('discarding a rating puts back the rating it replaced', async () => {
    const { db, api, net, outbox } = await signedIn();
    const before = { target_type: 'series' as const, target_id: 's1', rating: 3, average: 4, count: 10, pending: false, outbox_id: null };
    await db.ratings.put(before);
    net.online = false;
    await api.ratingSet({ target_type: 'series', target_id: 's1', rating: 5 });
    await outbox.idle();
    expect(await db.ratings.get(['series', 's1'])).toMatchObject({ rating: 5, pending: true, average: 4 });
    const [row] = await db.outbox.toArray();
    expect(row?.scope).toBe('rating:series:s1');

    await api.discardWrite(row?.id ?? '');

    expect(await db.ratings.get(['series', 's1'])).toEqual(before);
  });

  it('a sent rating is replaced by the server answer', async () => {
    const { db, api, net, outbox } = await signedIn();
    net.on('POST', '/user/rating/', { status: 200, body: ratingResponse({ rating: 4 }) });
    await api.ratingSet({ target_type: 'series', target_id: 's1', rating: 4 });
    await outbox.idle();
    expect(await db.ratings.get(['series', 's1'])).toEqual({ ...ratingResponse({ rating: 4 }), pending: false, outbox_id: null });
  });

  it('a second rating of the same target keeps its own value while the first one\'s totals arrive', async () => {
    const { db, api, net, outbox } = await signedIn();
    net.online = false;
    await api.ratingSet({ target_type: 'series', target_id: 's1', rating: 2 });
    await api.ratingSet({ target_type: 'series', target_id: 's1', rating: 5 });
    await outbox.idle();
    const [first, second] = await db.outbox.orderBy('seq').toArray();

    let sent = 0;
    net.on('POST', '/user/rating/', () => (++sent === 1 ? { status: 200, body: ratingResponse({ rating: 2, average: 3, count: 8 }) } : { status: 503 }));
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();

    expect(await db.outbox.toArray()).toMatchObject([{ id: second?.id }]);
    expect(await db.ratings.get(['series', 's1'])).toEqual({ target_type: 'series', target_id: 's1', rating: 5, average: 3, count: 8, pending: true, outbox_id: second?.id });
    expect(net.to('POST', '/user/rating/')[0]?.headers['idempotency-key']).toBe(first?.id);
  });
});
