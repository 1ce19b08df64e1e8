import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../server/store/db';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { grantSeasonLevels } from '../../../server/account/season';
import { giveRankPoints, sameTwice } from './helpers';
import { caller, login, player, server, userIdOf } from '../helpers';

let app: FastifyInstance;
afterEach(async () => app?.close());

const kinds = async (me: Awaited<ReturnType<typeof player>>) => (await me.call(api.prompts)).prompts.map((p) => p.kind);

describe('prompts: what the world announces once', () => {
  it('finishing onboarding files the Sanctum teaser once; seen, it is gone', async () => {
    ({ app } = await server());
    const me = caller(app, (await login(app, 'ada@example.com')).access_token);
    expect(await kinds(me)).toEqual([]);
    await me.call(api.updateUser, {}, { username: 'Ada', onboarding_state: 2 });
    await me.call(api.updateUser, {}, { onboarding_state: 2 });
    const [teaser, ...rest] = (await me.call(api.prompts)).prompts;
    expect(rest).toEqual([]);
    expect(teaser).toMatchObject({ kind: 'sanctum_teaser', title: 'Your Sanctum Awaits' });
    expect(await sameTwice(me, api.promptSeen, { id: teaser!.prompt_id })).toEqual({ prompt_id: teaser!.prompt_id, seen: true });
    expect(await kinds(me)).toEqual([]);
    const bo = await player(app, 'bo@example.com');
    expect((await bo.inject({ method: 'POST', url: `/api/user/prompts/${teaser!.prompt_id}/seen/` })).statusCode).toBe(404);
  });

  it('a rank-up announces the rank held now (one prompt for a jump of two); claiming its rewards announces the avatar and the room restart', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const id = await userIdOf(me);
    await giveRankPoints(app, id, 260); // rank 3 at once
    const list = (await me.call(api.prompts)).prompts;
    expect(list.map((p) => [p.kind, p.detail])).toEqual([
      ['sanctum_teaser', 'Timelines, Memories and an Expedition'],
      ['rank_achievement', 'Rank 3: Keeper of Scrolls'],
    ]);
    await me.call(api.claimRankRewards, {}, {});
    const after = (await me.call(api.prompts)).prompts;
    expect(after.map((p) => p.kind)).toEqual(['sanctum_teaser', 'rank_achievement', 'achievement', 'room_restart_achievement']);
    expect(after[2]).toMatchObject({ title: 'Achievement Unlocked!', detail: 'Archivist' });
    expect(after[3]).toMatchObject({ title: 'Free Room Restart Earned!', detail: '1 free room restart' });
    // Read again: nothing is announced twice.
    expect((await me.call(api.prompts)).prompts).toHaveLength(4);
  });

  it('reaching the keys_choices_24h season level gives 24 hours of unlimited play and the unlimited-for-free prompt', async () => {
    let clock;
    ({ app, clock } = await server());
    const me = await player(app, 'ada@example.com');
    const id = await userIdOf(me);
    await inTransaction(app.ctx.db, (trx) => grantSeasonLevels(trx, id, 3, 'test', clock.now()));
    const user = await me.call(api.getUser);
    expect(user.season_level).toBe(4);
    expect(user.subscription_active).toBe(true);
    expect(user.subscription_until).toBe(new Date(clock.now() + 24 * 3_600_000).toISOString());
    const free = (await me.call(api.prompts)).prompts.find((p) => p.kind === 'unlimited_free');
    expect(free).toMatchObject({ title: 'Unlimited Play for Free!', detail: '24 hours of unlimited keys and choices' });
  });
});
