import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { caller, login, player, server } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

describe('the player’s account', () => {
  it('the user form sets the username and finishes onboarding', async () => {
    ({ app } = await server());
    const me = caller(app, (await login(app, 'ada@example.com')).access_token);
    const updated = await me.call(api.updateUser, {}, { username: ' Ada ', referral_source: 'A friend', onboarding_state: 2 });
    expect(updated).toMatchObject({ username: 'Ada', onboarding_state: 2 });
    expect(await me.call(api.getUser)).toEqual(updated);
  });

  it('a username is unique regardless of case', async () => {
    ({ app } = await server());
    await player(app, 'ada@example.com', 'Lovelace');
    const bo = caller(app, (await login(app, 'bo@example.com')).access_token);
    const res = await bo.inject({ method: 'PUT', url: '/api/user/', payload: { username: 'LOVELACE' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'That username is already taken.' });
  });

  it('keeping one’s own username is not a clash', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com', 'Lovelace');
    expect((await me.call(api.updateUser, {}, { username: 'lovelace' })).username).toBe('lovelace');
  });

  it('onboarding_state outside 0..2 is refused', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect((await me.inject({ method: 'PUT', url: '/api/user/', payload: { onboarding_state: 3 } })).statusCode).toBe(400);
  });
});

describe('ratings', () => {
  it('re-rating replaces the player’s rating; the answer has the average and count', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const target = { target_type: 'series', target_id: glassblowersOath.series_id };
    await ada.call(api.rate, {}, { ...target, rating: 2 });
    await ada.call(api.rate, {}, { ...target, rating: 5 });
    const answer = await bo.call(api.rate, {}, { ...target, rating: 4 });
    expect(answer).toEqual({ ...target, rating: 4, average: 4.5, count: 2 });
  });

  it('rating something that does not exist is a 404', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect((await me.inject({ method: 'POST', url: '/api/user/rating/', payload: { target_type: 'series', target_id: 'nope', rating: 3 } })).statusCode).toBe(404);
  });
});
