/** Claimed rank rewards are free second chances in play: 'Unlimited Free Resurrections', room restarts. */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { RANKS } from '../../../server/content/account/ranks';
import { addToLedger } from '../../../server/store/account/ledgers';
import { purchasesOf } from '../../../server/store/dungeons/purchases';
import { dungeonServer, type Historian, historian, subscribe, VAULT } from './helpers';

let app: FastifyInstance;
afterEach(async () => app?.close());

const start = { restart: false, artifacts: [] };

/** Rank points up to a rank, and every reward earned on the way claimed. */
async function reachAndClaim(me: Historian, rank: number) {
  await addToLedger(app.ctx.db, 'rank_points', me.userId, RANKS.find((r) => r.rank === rank)!.min_points, 'test', app.ctx.now());
  return me.call(api.claimRankRewards);
}

async function collapse(me: Historian) {
  let last = await me.call(api.dungeonContinue, { id: VAULT }, { text: 'go south' });
  for (let i = 0; i < 30 && last.progress.status === 'active'; i++) {
    last = await me.call(api.dungeonContinue, { id: VAULT }, { text: i % 2 === 0 ? 'go north' : 'go south' });
  }
  expect(last.progress.status).toBe('game_over');
  return last;
}

describe('rank rewards in play', () => {
  it('with Unlimited Free Resurrections a game over is free every time, in a fresh run too, and nothing is sold', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const claimed = await reachAndClaim(me, 12);
    expect(claimed.claimed.filter((r) => r.type === 'free_resurrection').map((r) => r.amount)).toContain(-1);
    await me.call(api.dungeonStart, { id: VAULT }, start);
    for (let run = 0; run < 2; run++) {
      for (let death = 0; death < 2; death++) {
        await collapse(me);
        expect(await me.call(api.dungeonResurrectionStatus, { id: VAULT })).toEqual({ free_resurrection_available: true, rank: true, unlimited: true });
        expect((await me.call(api.dungeonResurrect, { id: VAULT }, { use_free: true })).progress.status).toBe('active');
      }
      await me.call(api.dungeonReset, { id: VAULT });
    }
    // An old client's paid try-again is not charged either.
    await collapse(me);
    await me.call(api.dungeonResurrect, { id: VAULT }, { use_free: false });
    expect(await purchasesOf(app.ctx.db, me.userId)).toEqual([]);
  });

  it('with Unlimited Free Room Restarts every room restart is free, in a fresh run too', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await reachAndClaim(me, 9);
    await me.call(api.dungeonStart, { id: VAULT }, start);
    for (let i = 0; i < 3; i++) expect((await me.call(api.dungeonRestartRoom, { id: VAULT })).progress.free_room_restart_available).toBe(true);
    await me.call(api.dungeonReset, { id: VAULT });
    expect((await me.call(api.dungeonProgress, { id: VAULT })).free_room_restart_available).toBe(true);
    await me.call(api.dungeonRestartRoom, { id: VAULT });
    expect(await purchasesOf(app.ctx.db, me.userId)).toEqual([]);
  });

  it('a counted perk is spent once: the starter restart, then rank 3’s, then a purchase', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await reachAndClaim(me, 3);
    await me.call(api.dungeonStart, { id: VAULT }, start);
    expect((await me.call(api.dungeonRestartRoom, { id: VAULT })).progress.free_room_restart_available).toBe(true);
    expect((await me.call(api.dungeonRestartRoom, { id: VAULT })).progress.free_room_restart_available).toBe(false);
    expect(await purchasesOf(app.ctx.db, me.userId)).toEqual([]);
    await me.call(api.dungeonRestartRoom, { id: VAULT });
    expect((await purchasesOf(app.ctx.db, me.userId)).map((p) => p.product)).toEqual(['restart_room']);
  });

  it('rank 5’s one free resurrection serves a player who does not subscribe, once', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await reachAndClaim(me, 5);
    await me.call(api.dungeonStart, { id: VAULT }, start);
    await collapse(me);
    expect(await me.call(api.dungeonResurrectionStatus, { id: VAULT })).toEqual({ free_resurrection_available: true, rank: true, unlimited: false });
    await me.call(api.dungeonResurrect, { id: VAULT }, { use_free: true });
    await collapse(me);
    expect(await me.call(api.dungeonResurrectionStatus, { id: VAULT })).toEqual({ free_resurrection_available: false, rank: false, unlimited: false });
    expect(await purchasesOf(app.ctx.db, me.userId)).toEqual([]);
  });

  it('a subscriber spends the crawl’s own free resurrection before a counted perk', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await subscribe(app, me.userId);
    await reachAndClaim(me, 5);
    await me.call(api.dungeonStart, { id: VAULT }, start);
    await collapse(me);
    expect(await me.call(api.dungeonResurrectionStatus, { id: VAULT })).toEqual({ free_resurrection_available: true, rank: false, unlimited: false });
    await me.call(api.dungeonResurrect, { id: VAULT }, { use_free: true });
    await collapse(me);
    expect(await me.call(api.dungeonResurrectionStatus, { id: VAULT })).toEqual({ free_resurrection_available: true, rank: true, unlimited: false });
  });
});
