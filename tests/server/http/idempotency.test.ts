import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, ErrorBody } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { player, server } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

const saga = glassblowersOath.saga_id;
const post = (key: string, text = 'The kiln! Always the kiln.') => ({
  method: 'POST' as const,
  url: `/api/sagas/${saga}/add-comment/`,
  payload: { text },
  headers: { 'idempotency-key': key },
});

describe('Idempotency-Key', () => {
  it('the same key twice has one effect and the identical answer', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const a = await me.inject(post('k-1'));
    const b = await me.inject(post('k-1'));
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect((await me.call(api.sagaComments, { sagaId: saga })).count).toBe(1);
  });

  it('a write whose first answer was lost is applied once when the client sends it again', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    // The client never reads the first answer (the connection dropped), so it resends the same outbox row.
    void (await me.inject(post('outbox-row-7', 'Sent from a tunnel')));
    const retry = await me.inject(post('outbox-row-7', 'Sent from a tunnel'));
    expect(retry.statusCode).toBe(200);
    const list = await me.call(api.sagaComments, { sagaId: saga });
    expect(list.comments.map((c) => c.text)).toEqual(['Sent from a tunnel']);
    expect(api.sagaAddComment.response.parse(retry.json()).comment_id).toBe(list.comments[0]!.comment_id);
  });

  it('the same key from two players is two independent writes', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    await ada.inject(post('shared-key', 'from Ada'));
    await bo.inject(post('shared-key', 'from Bo'));
    const texts = (await ada.call(api.sagaComments, { sagaId: saga })).comments.map((c) => c.text);
    expect(texts.sort()).toEqual(['from Ada', 'from Bo']);
  });

  it('a choice replayed with its key answers the same adventure instead of a conflict', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const id = glassblowersOath.adventures[0]!.adventure_id;
    await me.call(api.seriesPlay, { seriesId: glassblowersOath.series_id });
    const choose = { method: 'PUT' as const, url: `/api/ac/${id}/continue/`, payload: { chapter: 1, choice: 'hide it' }, headers: { 'idempotency-key': 'c1' } };
    const a = await me.inject(choose);
    const b = await me.inject(choose);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.body).toBe(a.body);
  });

  it('a key reused for a different call is refused with 422', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.inject(post('k-2'));
    const res = await me.inject({ method: 'PUT', url: '/api/user/', payload: { referral_source: 'Other' }, headers: { 'idempotency-key': 'k-2' } });
    expect(res.statusCode).toBe(422);
    expect(ErrorBody.safeParse(res.json()).success).toBe(true);
  });

  it('a refused write is not stored, so the same key may succeed later', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect((await me.inject(post('k-3', '   '))).statusCode).toBe(400);
    expect((await me.inject(post('k-3', 'now with words'))).statusCode).toBe(200);
  });

  it('a key longer than 128 characters is refused', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect((await me.inject(post('x'.repeat(129)))).statusCode).toBe(400);
  });

  it('the dev writes list shows each keyed write of a player once', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await me.inject(post('w-1'));
    await me.inject(post('w-1'));
    await me.inject(post('w-2'));
    const res = await app.inject({ method: 'GET', url: '/api/dev/writes?email=ada@example.com' });
    const writes = api.devWrites.response.parse(res.json());
    expect(writes.map((w) => [w.key, w.method, w.path, w.status])).toEqual([
      ['w-1', 'POST', `/api/sagas/${saga}/add-comment/`, 200],
      ['w-2', 'POST', `/api/sagas/${saga}/add-comment/`, 200],
    ]);
  });
});
