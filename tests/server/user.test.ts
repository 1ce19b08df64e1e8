import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { glassblowersOath } from '../../server/content/memories/glassblowers-oath';
import { caller, login, player, server } from './helpers';

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

describe('home', () => {
  it('features every series; recents list only what the player played, most recent first', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const featured = await me.call(api.featured);
    expect(featured.items.map((i) => i.series_id)).toContain(glassblowersOath.series_id);
    expect(featured.items.every((i) => ['series', 'dungeon'].includes(i.kind) && i.progress === 'Not Started')).toBe(true);
    expect((await me.call(api.recents)).items).toEqual([]);
    await me.call(api.seriesPlay, { seriesId: glassblowersOath.series_id });
    const recents = await me.call(api.recents);
    expect(recents.items.map((i) => [i.series_id, i.progress])).toEqual([[glassblowersOath.series_id, 'In Progress']]);
  });

  it('series details name the creator and list both adventures ready to play', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const details = await me.call(api.seriesDetails, { seriesId: glassblowersOath.series_id });
    expect(details).toMatchObject({ saga_id: glassblowersOath.saga_id, created_by: 'The Lantern Guild', is_premium: false, can_access: true });
    expect(details.adventures.map((a) => [a.chapters_count, a.button_state])).toEqual([
      [3, 'ready_to_play'],
      [3, 'ready_to_play'],
    ]);
  });
});

describe('saga comments', () => {
  const saga = glassblowersOath.saga_id;

  it('lists newest first, with the author’s public name and avatar, and counts replies', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com', 'Ada');
    const first = await ada.call(api.sagaAddComment, { sagaId: saga }, { text: 'First!' });
    await ada.call(api.sagaAddComment, { sagaId: saga }, { text: '  Spoilers ahead  ', is_spoiler: true, parent_id: first.comment_id });
    const second = await ada.call(api.sagaAddComment, { sagaId: saga }, { text: 'Second!' });
    // The saga list answers like every thread: top-level comments newest first; replies come from their own call.
    const list = await ada.call(api.sagaComments, { sagaId: saga });
    const replies = await ada.call(api.commentReplies, { commentId: first.comment_id });
    expect(list.count).toBe(3);
    expect(list.comments.map((c) => c.comment_id)).toEqual([second.comment_id, first.comment_id]);
    expect([...replies.comments, list.comments[1]!].map((c) => [c.text, c.is_spoiler, c.parent_id])).toEqual([
      ['Spoilers ahead', true, first.comment_id],
      ['First!', false, null],
    ]);
    expect(list.comments[1]!.reply_count).toBe(1);
    expect(replies.comments[0]!.user).toMatchObject({ username: 'Ada', avatar_url: expect.stringMatching(/^\/api\/media\/art\/avatar-/) });
  });

  it('a reply must answer a comment of the same saga', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const res = await me.inject({ method: 'POST', url: `/api/sagas/${saga}/add-comment/`, payload: { text: 'hi', parent_id: 'nope' } });
    expect(res.statusCode).toBe(400);
  });

  it('empty or overlong comments are refused', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    for (const text of ['   ', 'x'.repeat(1001)]) {
      expect((await me.inject({ method: 'POST', url: `/api/sagas/${saga}/add-comment/`, payload: { text } })).statusCode).toBe(400);
    }
  });

  it('an unknown saga is a 404', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect((await me.inject({ method: 'GET', url: '/api/sagas/nope/comments/' })).statusCode).toBe(404);
  });
});
