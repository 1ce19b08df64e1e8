import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { signInsOf } from '../../../server/store/account/sign-ins';
import { caller, login, mailboxCode, player, server, userIdOf } from '../helpers';

let app: FastifyInstance;
afterEach(async () => app?.close());

describe('creator pages, search and the following feed', () => {
  it('a creator page lists its Timelines, Memories and sagas with names and pictures', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const page = await me.call(api.creatorPage, { name: 'lantern-guild' });
    expect(page.series.map((s) => s.id)).toEqual(page.series_ids);
    expect(page.sagas.map((s) => s.id)).toContain('saga-glassblowers-oath');
    expect(page.series[0]!.image_url).toMatch(/^\/api\/media\/art\//);
    expect(page.dungeons.map((d) => d.id)).toEqual(page.dungeon_ids);
  });

  it('search answers sagas beside Memories, Timelines and creators', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const hits = api.search.response.parse((await me.inject({ method: 'GET', url: '/api/search/?q=glass' })).json());
    expect(hits.sagas.map((s) => s.id)).toEqual(['saga-glassblowers-oath']);
  });

  it('the feed shows only followed creators’ work, newest first, marking what changed after the follow', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect((await me.call(api.followingFeed)).items).toEqual([]);
    await me.call(api.follow, { name: 'lantern-guild' }, {});
    const { items } = await me.call(api.followingFeed);
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.creator_page_name))).toEqual(new Set(['lantern-guild']));
    expect(items.map((i) => i.updated_at)).toEqual([...items.map((i) => i.updated_at)].sort().reverse());
    // The seeded world was there before the follow: nothing is new yet.
    expect(items.every((i) => !i.is_new)).toBe(true);
  });
});

describe('sign-in attribution', () => {
  it('verify records the user agent, utm fields, referral code and the address the server saw, not the client’s claim', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const code = (await ada.call(api.getUser)).referral_code;
    await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email: 'bo@example.com' } });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/magic-code/verify/',
      payload: {
        email: 'bo@example.com',
        code: await mailboxCode(app, 'bo@example.com'),
        referral_code_used: code.toLowerCase(),
        user_agent: 'Mozilla/5.0 (Linux; Android 14)',
        user_ip: '203.0.113.9',
        utm_source: 'friend',
        utm_medium: 'link',
        utm_campaign: 'spring',
        utm_content: 'banner',
      },
    });
    expect(verified.statusCode).toBe(200);
    const bo = caller(app, api.magicCodeVerify.response.parse(verified.json()).access_token);
    const [record] = await signInsOf(app.ctx.db, await userIdOf(bo));
    expect(record).toMatchObject({
      created_account: true,
      ip: '127.0.0.1',
      user_agent: 'Mozilla/5.0 (Linux; Android 14)',
      referral_code_used: code.toLowerCase(),
      utm_source: 'friend',
      utm_medium: 'link',
      utm_campaign: 'spring',
      utm_content: 'banner',
    });
    // The new account was referred by the link: a week of Premium, and the code cannot be used again.
    expect((await bo.call(api.getUser)).subscription_active).toBe(true);
    const again = await bo.inject({ method: 'PUT', url: `/api/auth/referral-code/${code}/` });
    expect([again.statusCode, again.json()]).toEqual([400, { message: 'You already used this referral code.' }]);
  });

  it('an unknown referral code does not stop the sign-in, and an existing account is not referred by a link', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const code = (await ada.call(api.getUser)).referral_code;
    await login(app, 'bo@example.com');
    await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email: 'bo@example.com' } });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/magic-code/verify/',
      payload: { email: 'bo@example.com', code: await mailboxCode(app, 'bo@example.com'), referral_code_used: code },
    });
    const bo = caller(app, api.magicCodeVerify.response.parse(verified.json()).access_token);
    expect((await bo.call(api.getUser)).subscription_active).toBe(false);
    await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email: 'cy@example.com' } });
    const cy = await app.inject({
      method: 'POST',
      url: '/api/auth/magic-code/verify/',
      payload: { email: 'cy@example.com', code: await mailboxCode(app, 'cy@example.com'), referral_code_used: 'NOSUCHCODE' },
    });
    expect(cy.statusCode).toBe(200);
  });
});

describe('the referrer’s reward', () => {
  it('comes with the friend’s first Memory choice, once', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    await bo.call(api.useReferralCode, { code: (await ada.call(api.getUser)).referral_code }, {});
    expect((await ada.call(api.seasonPass)).level).toBe(1);
    const adventure = glassblowersOath.adventures[0]!;
    await bo.call(api.seriesPlay, { seriesId: glassblowersOath.series_id });
    await bo.call(api.adventureContinue, { id: adventure.adventure_id }, { chapter: 1, choice: 'hide the mirror' });
    // Ada signed up moments before: her limited offer was running, so the friend is worth +2 levels.
    expect((await ada.call(api.seasonPass)).level).toBe(3);
    await bo.call(api.adventureContinue, { id: adventure.adventure_id }, { chapter: 2, choice: 'smash it' });
    expect((await ada.call(api.seasonPass)).level).toBe(3);
  });
});
