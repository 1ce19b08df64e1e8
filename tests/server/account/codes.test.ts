import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../server/store/db';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { formatDuration } from '../../../server/account/durations';
import { onFirstChoice } from '../../../server/account/referrals';
import { sameTwice, signIn } from './helpers';
import { caller, login, player, server, userIdOf, rawValue } from '../helpers';

let app: FastifyInstance;
afterEach(async () => app?.close());

const HOUR = 3_600_000;

describe('durations', () => {
  it('show the two largest units, rounded down', () => {
    expect(formatDuration((5 * 24 + 4) * HOUR + 59_000)).toBe('5 days 4 hours');
    expect(formatDuration(3 * HOUR + 12 * 60_000)).toBe('3 hours 12 minutes');
    expect(formatDuration(61_000)).toBe('1 minute 1 second');
    expect(formatDuration(42_000)).toBe('42 seconds');
    expect(formatDuration(24 * HOUR)).toBe('1 day');
  });
});

describe('free-play codes', () => {
  it('a code gives 24 hours of unlimited play, then a cooldown with the real remaining time', async () => {
    let clock;
    ({ app, clock } = await server());
    let me = await player(app, 'ada@example.com');
    expect(await sameTwice(me, api.redeemCode, {}, { code: ' chronicle24 ' })).toEqual({ message: '24 Hours of Subscriber unlimited play activated!' });
    const user = await me.call(api.getUser);
    expect(user.subscription_active).toBe(true);
    expect(user.subscription_until).toBe(new Date(clock.now() + 24 * HOUR).toISOString());
    expect(user.subscription_paid).toBe(false);

    clock.advance((1 * 24 + 19) * HOUR + 30 * 60_000);
    me = await signIn(app, 'ada@example.com');
    const res = await me.inject({ method: 'POST', url: '/api/user/redeem-code/', payload: { code: 'LANTERNLIGHT' } });
    expect([res.statusCode, res.json()]).toEqual([400, { message: '5 days 4 hours until you can redeem another code' }]);
    const again = await me.inject({ method: 'POST', url: '/api/user/redeem-code/', payload: { code: 'CHRONICLE24' } });
    expect(again.json()).toEqual({ message: 'You have already redeemed this code.' });
    clock.advance((5 * 24 + 5) * HOUR);
    me = await signIn(app, 'ada@example.com');
    expect(await me.call(api.redeemCode, {}, { code: 'LANTERNLIGHT' })).toEqual({ message: '24 Hours of Subscriber unlimited play activated!' });
  });

  it('an unknown or empty code is a 400 with a message', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const res = await me.inject({ method: 'POST', url: '/api/user/redeem-code/', payload: { code: 'NOPE' } });
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'That code is not valid.' }]);
    expect((await me.inject({ method: 'POST', url: '/api/user/redeem-code/', payload: { code: '' } })).json()).toEqual({ message: 'Enter a code.' });
  });
});

describe('referrals and the season pass', () => {
  it('the friend gets 7 days; the referrer +1 level on the friend’s first choice, once', async () => {
    let clock;
    ({ app, clock } = await server());
    await player(app, 'ada@example.com');
    clock.advance(14 * HOUR); // past ada's limited offer
    const ada = await signIn(app, 'ada@example.com');
    const code = (await ada.call(api.getUser)).referral_code;
    const bo = await player(app, 'bo@example.com');
    expect(await sameTwice(bo, api.useReferralCode, { code })).toEqual({ message: 'You have 7 days of Premium!' });
    expect((await bo.call(api.getUser)).subscription_until).toBe(new Date(clock.now() + 7 * 24 * HOUR).toISOString());
    expect(await ada.call(api.seasonPass)).toMatchObject({
      level: 1,
      referrals: { friends_joined: 1, friends_played: 0, levels_earned: 0, levels_per_friend: 1, limited_offer_levels: 2 },
    });
    const boId = await userIdOf(bo);
    await inTransaction(app.ctx.db, async (trx) => {
      await onFirstChoice(trx, boId, clock.now());
      await onFirstChoice(trx, boId, clock.now());
    });
    const pass = await ada.call(api.seasonPass);
    expect(pass.level).toBe(2);
    expect(pass.levels.filter((l) => l.unlocked).map((l) => l.level)).toEqual([1, 2]);
    expect(pass.referrals).toMatchObject({ friends_joined: 1, friends_played: 1, levels_earned: 1 });
    expect((await ada.call(api.notifications)).notifications[0]!.type).toBe('level_season_pass');
  });

  it('unknown code → 404, own code → 400, a second code → 400', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const own = (await ada.call(api.getUser)).referral_code;
    const unknown = await ada.inject({ method: 'PUT', url: '/api/auth/referral-code/ZZZZZZZZ/' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'That referral code does not exist.' }]);
    expect((await ada.inject({ method: 'PUT', url: `/api/auth/referral-code/${own}/` })).json()).toEqual({ message: 'You cannot use your own referral code.' });
    await bo.call(api.useReferralCode, { code: own });
    const demoCode = (await caller(app, (await login(app, 'demo@chronicle.local')).access_token).call(api.getUser)).referral_code;
    expect((await bo.inject({ method: 'PUT', url: `/api/auth/referral-code/${demoCode}/` })).statusCode).toBe(400);
  });

  it('the limited offer counts down 13 h 59 min from sign-up and pays the referrer +2 levels', async () => {
    let clock;
    ({ app, clock } = await server());
    let ada = await player(app, 'ada@example.com');
    expect(await ada.call(api.limitedOffer)).toEqual({ active: true, seconds_remaining: 50_340, friend_hours: 48, referrer_levels: 2, remaining: 5 });
    clock.advance(60_000);
    const bo = await player(app, 'bo@example.com');
    await bo.call(api.useReferralCode, { code: (await ada.call(api.getUser)).referral_code });
    await onFirstChoice(app.ctx.db, await userIdOf(bo), clock.now());
    expect(await ada.call(api.seasonPass)).toMatchObject({ level: 3, referrals: { friends_joined: 1, friends_played: 1, levels_earned: 2 } });
    expect(await ada.call(api.limitedOffer)).toMatchObject({ seconds_remaining: 50_280, remaining: 4 });
    expect((await ada.call(api.getUser)).referral_remaining).toBe(4);
    clock.advance(14 * HOUR);
    ada = await signIn(app, 'ada@example.com');
    expect(await ada.call(api.limitedOffer)).toMatchObject({ active: false, seconds_remaining: 0 });
  });
});

describe('feedback, prompts, bonuses and the FAQ', () => {
  it('session feedback takes the spec’s reactions and a non-empty report of at most 1000 characters', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect(await sameTwice(me, api.sessionFeedback, {}, { reaction: 'Wonderful,Bad Prompt', report: 'Loved the bells.' })).toEqual({ message: 'Thank you for your feedback!' });
    expect((await rawValue(app.ctx.db, 'SELECT COUNT(*) FROM session_feedback'))).toBe(1);
    const post = (payload: object) => me.inject({ method: 'POST', url: '/api/user/feedback/', payload });
    expect((await post({ reaction: 'Meh', report: 'x' })).statusCode).toBe(400);
    expect((await post({ reaction: '', report: '   ' })).statusCode).toBe(400);
    expect((await post({ reaction: '', report: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it('story feedback is 1-5 stars with an optional comment, on a story the player can read', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect(await sameTwice(me, api.storyFeedback, {}, { rating: 5, target_id: glassblowersOath.saga_id })).toEqual({ message: 'Thank you for rating this story!' });
    expect((await rawValue(app.ctx.db, 'SELECT COUNT(*) FROM story_feedback'))).toBe(1);
    expect((await me.inject({ method: 'POST', url: '/api/user/add-rating/', payload: { rating: 6 } })).statusCode).toBe(400);
  });

  it('dont-ask-again is remembered on the User', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect(await sameTwice(me, api.dontAskAgain, {}, { option: 'enable_notifications' })).toEqual({ dont_ask_again: ['enable_notifications'] });
    expect((await me.call(api.getUser)).dont_ask_again).toEqual(['enable_notifications']);
    expect((await me.inject({ method: 'POST', url: '/api/user/dont-ask-again/', payload: { option: 'nope' } })).statusCode).toBe(400);
  });

  it('a bonus pays 24 hours once per task; server-visible tasks need their proof', async () => {
    let clock;
    ({ app, clock } = await server());
    const me = await player(app, 'ada@example.com');
    const first = (await sameTwice(me, api.claimBonus, {}, { task: 'install_app' })) as { unlimited_until: string };
    expect(first.unlimited_until).toBe(new Date(clock.now() + 24 * HOUR).toISOString());
    const again = await me.inject({ method: 'POST', url: '/api/user/claim-bonus/', payload: { task: 'install_app' } });
    expect([again.statusCode, again.json()]).toEqual([400, { message: 'You have already claimed this bonus.' }]);
    // Signing in with an email code linked the email: the link_account bonus has its proof.
    expect((await me.call(api.getUser)).linked_accounts).toEqual(['email']);
    const link = await me.inject({ method: 'POST', url: '/api/user/claim-bonus/', payload: { task: 'link_account' } });
    expect(link.statusCode).toBe(200);
    // Each perk stacks after the ones before instead of overlapping them: install, link, then share.
    const third = await me.call(api.claimBonus, {}, { task: 'share_social' });
    expect(third.unlimited_until).toBe(new Date(clock.now() + 72 * HOUR).toISOString());
  });

  it('the FAQ has about ten entries', async () => {
    ({ app } = await server());
    const faq = api.faq.response.parse((await app.inject({ method: 'GET', url: '/api/faq/' })).json());
    expect(faq.entries.length).toBeGreaterThanOrEqual(8);
  });
});
