import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../server/store/db';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { activateSubscription } from '../../../server/account/passes';
import { RANKS } from '../../../server/content/account/ranks';
import { giveRankPoints, sameTwice } from './helpers';
import { player, server, userIdOf, rawRun } from '../helpers';
import { AVATARS } from '../../../server/content/account/avatars';
import { RANK_REWARDS } from '../../../server/content/account/ranks';

let app: FastifyInstance;
afterEach(() => app.close());

describe('avatars', () => {
  it('a rank reward avatar says where it is claimed and at which rank, as the rank ladder grants it', async () => {
    ({ app } = await server());
    const shown = await (await player(app, 'ada@example.com')).call(api.avatars);
    const byRank = RANK_REWARDS.filter((r) => r.type === 'avatar');
    expect(byRank.length).toBeGreaterThan(0);
    for (const reward of byRank) {
      const avatar = AVATARS.find((a) => a.avatar_id === reward.avatar_id)!;
      expect(avatar.description).toContain(`A reward of rank ${reward.rank}: claim it on the Historian Rank page.`);
      expect(shown.find((a) => a.avatar_id === reward.avatar_id)).toMatchObject({ state: 'unearned', description: avatar.description });
    }
    // No other avatar claims to come from a rank.
    const rankAvatars = new Set(byRank.map((r) => r.avatar_id));
    expect(AVATARS.filter((a) => !rankAvatars.has(a.avatar_id) && /rank/i.test(a.description))).toEqual([]);
  });

  it('a new account owns the three HistorianStarting avatars and nothing else (the starter state)', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const avatars = await me.call(api.avatars);
    expect(avatars).toHaveLength(12);
    const owned = avatars.filter((a) => a.state !== 'unearned');
    expect(owned.map((a) => a.name)).toEqual(['HistorianStarting Quill', 'HistorianStarting Lantern', 'HistorianStarting Compass']);
    expect(avatars.every((a) => a.image_url.startsWith('/api/media/art/avatar-') && a.seen)).toBe(true);
  });

  it('selecting an earned avatar marks it selected and shows it on the User; the same key selects once', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const list = (await sameTwice(me, api.selectAvatar, { avatarId: 'starting-lantern' })) as { avatar_id: string; state: string }[];
    expect(list.find((a) => a.avatar_id === 'starting-lantern')!.state).toBe('selected');
    expect((await me.call(api.getUser)).avatar?.image_url).toBe('/api/media/art/avatar-starting-lantern.svg');
  });

  it('an unearned avatar cannot be selected; an unknown one is a 404', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const res = await me.inject({ method: 'PUT', url: '/api/avatars/select/archivist/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'You have not earned this avatar yet.' });
    expect((await me.inject({ method: 'PUT', url: '/api/avatars/select/nope/' })).statusCode).toBe(404);
  });

  it('a share award is earned once, new until seen; the same key answers the same detail', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect(await sameTwice(me, api.awardAvatar, {}, { avatar_name: 'Share Facebook' })).toEqual({ detail: 'New avatar unlocked: Share Facebook!' });
    expect(await me.call(api.awardAvatar, {}, { avatar_name: 'Share Facebook' })).toEqual({});
    const fb = (await me.call(api.avatars)).find((a) => a.name === 'Share Facebook')!;
    expect([fb.state, fb.seen]).toEqual(['earned', false]);
    const seen = await sameTwice(me, api.avatarsSeen);
    expect((seen as { name: string; seen: boolean }[]).find((a) => a.name === 'Share Facebook')!.seen).toBe(true);
    expect((await me.inject({ method: 'POST', url: '/api/avatars/award/', payload: { avatar_name: 'Share Myspace' } })).statusCode).toBe(400);
  });

  it('the Mythic avatar is for paid subscribers: inactive and refused once the subscription ends', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const id = await userIdOf(me);
    await inTransaction(app.ctx.db, async (trx) => {
      await activateSubscription(trx, id, 'test', app.ctx.now());
      await rawRun(trx, "INSERT INTO user_avatars (user_id, avatar_id, earned_at) VALUES (?, 'mythic-patron', 0)", id);
    });
    await me.call(api.selectAvatar, { avatarId: 'mythic-patron' });
    const lapsed = await player(app, 'bo@example.com');
    const boId = await userIdOf(lapsed);
    (await rawRun(app.ctx.db, "INSERT INTO user_avatars (user_id, avatar_id, earned_at) VALUES (?, 'mythic-patron', 0)", boId));
    expect((await lapsed.call(api.avatars)).find((a) => a.avatar_id === 'mythic-patron')!.state).toBe('inactive');
    const res = await lapsed.inject({ method: 'PUT', url: '/api/avatars/select/mythic-patron/' });
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'This avatar is for Mythic subscribers only.' }]);
  });
});

describe('historian rank', () => {
  it('a new player is a Novice with every reward unearned', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const rank = await me.call(api.historianRank);
    expect(rank).toMatchObject({
      current_rank: { title: 'Novice Historian', rank: 1 },
      next_rank: { title: 'Apprentice Chronicler', rank: 2 },
      current_points: 0,
      points_to_next: 100,
      missions_completed: 0,
      expeditions_completed: 0,
    });
    expect(rank.rewards.every((r) => r.state === 'unearned')).toBe(true);
  });

  it('claiming pays each earned reward once: +200 artifact power per rank-up, avatars, perks', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    await giveRankPoints(app, await userIdOf(me), 260);
    const before = (await me.call(api.getUser)).artifact_power;
    const rank = await me.call(api.historianRank);
    expect([rank.current_rank.rank, rank.points_to_next]).toEqual([3, RANKS.find((r) => r.rank === 4)!.min_points - 260]);
    expect(rank.rewards.filter((r) => r.state === 'earned').map((r) => r.reward_id)).toEqual(['r2-power', 'r2-avatar', 'r3-power', 'r3-restart']);

    const claimed = (await sameTwice(me, api.claimRankRewards)) as { claimed: { state: string }[] };
    expect(claimed.claimed).toHaveLength(4);
    expect(claimed.claimed.every((r) => r.state === 'rewarded')).toBe(true);
    expect((await me.call(api.getUser)).artifact_power).toBe(before + 400);
    expect((await me.call(api.avatars)).find((a) => a.avatar_id === 'archivist')!.state).toBe('earned');
    expect((await me.call(api.claimRankRewards)).claimed).toEqual([]);
    expect((await me.call(api.getUser)).rank_title).toBe('Keeper of Scrolls');
  });
});
