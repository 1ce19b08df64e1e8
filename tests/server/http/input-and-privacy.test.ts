/**
 * Input and privacy (issue 23): a body nested thousands deep is a 4xx before anything walks it; a private
 * story shows through no rating or card call; add-rating takes only what the player can rate; friend lookups
 * never carry an email; per-player limits on comments and lookups, kept in the database; no `data:` media.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { CONTENT_SECURITY_POLICY } from '../../../server/http/security-headers';
import { PLAYER_LIMITS } from '../../../server/http/player-limits';
import { buildServer } from '../../../server/app';
import { attempt, caller, getWith, login, player, server, type Clock } from '../helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const saga = glassblowersOath.saga_id;

describe('a body nested 5,000 deep (10 KB)', () => {
  it('is refused with a 400 on every mutation, before its fingerprint or its schema walks it', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const deep = `{"text":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(deep.length).toBeGreaterThan(10_000);
    for (const url of [`/api/sagas/${saga}/add-comment/`, '/api/user/rating/', '/api/friends/', '/api/user/feedback/']) {
      const res = await me.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${url}` }, payload: deep });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, { message: 'The request body is nested too deeply.' }]);
    }
    // Brackets inside a string are text, not nesting.
    const text = `${'['.repeat(100)} ok`;
    expect((await me.call(api.sagaAddComment, { sagaId: saga }, { text })).text).toBe(text);
  });
});

describe('a private custom story', () => {
  it('shows to nobody else through ratings or cards: the same answers as for an id that never existed', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com', 'Ada');
    const bo = await player(app, 'bo@example.com', 'Bo');
    const story = await ada.call(api.createCustomSaga, {}, { title: 'The Tide Door', premise: 'A door in the sea.' });
    await ada.call(api.rate, {}, { target_type: 'saga', target_id: story.saga_id, rating: 2 });

    const rated = await attempt(bo, 'POST', '/user/rating/', { target_type: 'saga', target_id: story.saga_id, rating: 5 });
    const none = await attempt(bo, 'POST', '/user/rating/', { target_type: 'saga', target_id: 'no-such-saga', rating: 5 });
    expect([rated.status, rated.body]).toEqual([404, { message: 'There is nothing to rate there.' }]);
    expect(rated.body).toEqual(none.body);

    const card = await attempt(bo, 'GET', `/collectible-cards/?card_id=${encodeURIComponent(story.card_id!)}`);
    const noCard = await attempt(bo, 'GET', '/collectible-cards/?card_id=no-such-card');
    expect([card.status, card.body]).toEqual([404, { message: 'That card does not exist.' }]);
    expect(card.body).toEqual(noCard.body);
    expect((await attempt(bo, 'GET', `/sagas/${story.saga_id}/cards/`)).status).toBe(404);

    // Once public, Bo may rate it, and sees the average with Ada's.
    await ada.call(api.cardPublic, { cardId: story.card_id! }, { is_public: true });
    expect(await bo.call(api.rate, {}, { target_type: 'saga', target_id: story.saga_id, rating: 4 })).toMatchObject({ average: 3, count: 2 });
    expect((await getWith(bo, api.collectibleCards, '/collectible-cards/', { card_id: story.card_id! })).selected_card_id).toBe(story.card_id);
  });
});

describe('POST /user/add-rating/', () => {
  it('takes only a story the player can read; nothing else unlocks the review bonus', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com', 'Ada');
    const bo = await player(app, 'bo@example.com', 'Bo');
    const hidden = await ada.call(api.createCustomSaga, {}, { title: 'Hidden', premise: 'Kept to herself.' });
    for (const body of [{ rating: 5 }, { rating: 5, target_id: 'anything' }, { rating: 5, target_id: hidden.saga_id }]) {
      expect((await attempt(bo, 'POST', '/user/add-rating/', body)).status).toBeGreaterThanOrEqual(400);
    }
    expect((await attempt(bo, 'POST', '/user/claim-bonus/', { task: 'review_adventure' })).status).toBeGreaterThanOrEqual(400);

    expect(await bo.call(api.storyFeedback, {}, { rating: 5, comment: 'Lovely.', target_id: saga })).toEqual({ message: 'Thank you for rating this story!' });
    expect((await bo.call(api.claimBonus, {}, { task: 'review_adventure' })).unlimited_until).toBeTruthy();
  });
});

describe('friend lookups', () => {
  it('never return another player\'s email, not even the one typed', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com', 'Ada');
    await player(app, 'bo@example.com', 'Bo');
    const added = await ada.call(api.addFriend, {}, { query: 'bo@example.com' });
    expect(added).toMatchObject({ username: 'Bo', email: null });
    expect(JSON.stringify(await ada.call(api.friends))).not.toContain('bo@example.com');
  });
});

describe('per-player limits', () => {
  it('a player\'s lookups stop at the hour\'s limit, misses included, with Retry-After; another player is not held back', async () => {
    let clock: Clock;
    ({ app, clock } = await server());
    const ada = await player(app, 'ada@example.com', 'Ada');
    const post = (query: string) => ada.inject({ method: 'POST', url: '/api/friends/', payload: { query } });
    for (let i = 0; i < PLAYER_LIMITS.lookup.max; i++) expect((await post(`nobody${i}@example.com`)).statusCode).toBe(400);
    const limited = await post('bo@example.com');
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: PLAYER_LIMITS.lookup.message }]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const cy = await player(app, 'cy@example.com', 'Cy');
    expect((await cy.inject({ method: 'POST', url: '/api/friends/', payload: { query: 'nobody@example.com' } })).statusCode).toBe(400);
    clock.advance(PLAYER_LIMITS.lookup.windowMs);
    const later = caller(app, (await login(app, 'ada@example.com')).access_token);
    expect((await later.inject({ method: 'POST', url: '/api/friends/', payload: { query: 'nobody@example.com' } })).statusCode).toBe(400);
  });

  it('comments stop at the hour\'s limit; a retried key is answered, not counted; the count outlives a restart', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'chronicle-limits-')), 'db.sqlite');
    const now = () => Date.parse('2026-03-01T09:00:00Z');
    const start = () => buildServer({ dbPath, now, devRoutes: true, payments: { testMode: true }, communityStories: false, secret: 's' });
    app = await start();
    const me = await player(app, 'ada@example.com', 'Ada');
    const post = (i: number) =>
      app.inject({ method: 'POST', url: `/api/sagas/${saga}/add-comment/`, payload: { text: `Comment ${i}` }, headers: { authorization: `Bearer ${me.token}`, 'idempotency-key': `c-${i}` } });
    for (let i = 0; i < PLAYER_LIMITS.comment.max - 1; i++) expect((await post(i)).statusCode).toBe(200);
    await app.close();
    app = await start();
    expect((await post(PLAYER_LIMITS.comment.max - 1)).statusCode).toBe(200);
    expect((await post(0)).headers['idempotent-replayed']).toBe('true');
    const limited = await post(PLAYER_LIMITS.comment.max);
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: PLAYER_LIMITS.comment.message }]);
  });
});

describe('the CSP', () => {
  it('allows no data: media (nothing uses it)', () => {
    expect(CONTENT_SECURITY_POLICY.split('; ')).toContain("media-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('data:');
  });
});
