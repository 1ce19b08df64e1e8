import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { MISSION_POINTS } from '../../../server/engine/dungeon';
import { purchasesOf } from '../../../server/store/dungeons/purchases';
import { addArtifactPower } from '../../../server/store/dungeons/players';
import { artifactPowerOf } from '../../../server/store/dungeons/players';
import { rankPointsOf } from '../../../server/store/dungeons/points';
import { attempt, dungeonServer, historian, SHORT_WIN, subscribe, VAULT } from './helpers';

let app: FastifyInstance;
afterEach(() => app.close());

const start = { restart: false, artifacts: [] };
const win = async (me: Awaited<ReturnType<typeof historian>>) => {
  await me.call(api.dungeonStart, { id: VAULT }, start);
  for (const text of SHORT_WIN) await me.call(api.dungeonContinue, { id: VAULT }, { text });
};

describe('artifacts taken into a timeline', () => {
  it('a new player owns two artifacts and 250 artifact power; taking one costs cost_one', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const list = await me.call(api.dungeonArtifacts, { id: VAULT });
    expect(list.artifacts.filter((a) => a.owned).map((a) => a.artifact_id)).toEqual(['witness-quill', 'fortunas-knucklebone']);
    expect(list.artifact_power).toBe(250);
    const started = await me.call(api.dungeonStart, { id: VAULT }, { restart: false, artifacts: ['witness-quill'] });
    expect(started.progress.artifacts).toEqual(['witness-quill']);
    // -100 for the artifact, +100 for being first into the opening room.
    expect(await artifactPowerOf(app.ctx.db, me.userId)).toBe(250 - list.cost_one + 100);
  });

  it('refuses unowned artifacts, more than four, and a selection the player cannot afford', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const unowned = await attempt(me, 'POST', `/dungeon/${VAULT}/`, { artifacts: ['aegis-shard'] });
    expect(unowned).toEqual({ status: 400, body: { message: 'Only owned artifacts can be taken into a Timeline.' } });
    const five = await attempt(me, 'POST', `/dungeon/${VAULT}/`, { artifacts: ['a', 'b', 'c', 'd', 'e'] });
    expect(five.status).toBe(400);
    expect(five.body.message).toMatch('You can only select up to 4 artifacts.');
    await addArtifactPower(app.ctx.db, me.userId, -200, 0);
    const poor = await attempt(me, 'POST', `/dungeon/${VAULT}/`, { artifacts: ['witness-quill'] });
    expect(poor).toEqual({ status: 400, body: { message: 'Taking 1 artifact costs 100 artifact power; you have 50.' } });
    // A refused start leaves no crawl behind.
    expect((await me.call(api.dungeon, { id: VAULT })).has_active_crawl).toBe(false);
  });
});

describe('global firsts', () => {
  it('only the first Historian into a room gets the notice and +100 artifact power', async () => {
    ({ app } = await dungeonServer());
    const ada = await historian(app, 'ada');
    const bea = await historian(app, 'bea');
    const first = await ada.call(api.dungeonStart, { id: VAULT }, start);
    expect(first.events.filter((e) => e.type === 'firstToEnter').map((e) => e.type === 'firstToEnter' && e.room)).toEqual(['The Hall']);
    const second = await bea.call(api.dungeonStart, { id: VAULT }, start);
    expect(second.events.some((e) => e.type === 'firstToEnter')).toBe(false);
    expect([await artifactPowerOf(app.ctx.db, ada.userId), await artifactPowerOf(app.ctx.db, bea.userId)]).toEqual([350, 250]);
    // A restart enters the hall again, but Ada is no longer the first to do it.
    await ada.call(api.dungeonStart, { id: VAULT }, { restart: true, artifacts: [] });
    expect(await artifactPowerOf(app.ctx.db, ada.userId)).toBe(350);
    const details = await bea.call(api.dungeonDetails, { id: VAULT });
    expect(details.room_info.first_to_discover_room?.username).toBe('ada');
  });

  it('the first completer of a mission earns double points, the next one single', async () => {
    ({ app } = await dungeonServer());
    const ada = await historian(app, 'ada');
    const bea = await historian(app, 'bea');
    await ada.call(api.dungeonStart, { id: VAULT }, start);
    const took = await ada.call(api.dungeonContinue, { id: VAULT }, { text: 'take the lantern' });
    expect(took.missions_completed).toEqual(['m-treasure']);
    expect(await rankPointsOf(app.ctx.db, ada.userId)).toBe(2 * MISSION_POINTS.treasure_hunt);
    await bea.call(api.dungeonStart, { id: VAULT }, start);
    await bea.call(api.dungeonContinue, { id: VAULT }, { text: 'take the lantern' });
    expect(await rankPointsOf(app.ctx.db, bea.userId)).toBe(MISSION_POINTS.treasure_hunt);
    const page = await bea.call(api.dungeon, { id: VAULT });
    const treasure = page.missions.find((m) => m.mission_id === 'm-treasure')!;
    expect(treasure).toMatchObject({ status: 'completed', first_completed_user: { username: 'ada' } });
    // Replaying the mission in a new crawl earns nothing more.
    await bea.call(api.dungeonStart, { id: VAULT }, { restart: true, artifacts: [] });
    await bea.call(api.dungeonContinue, { id: VAULT }, { text: 'take the lantern' });
    expect(await rankPointsOf(app.ctx.db, bea.userId)).toBe(MISSION_POINTS.treasure_hunt);
  });
});

describe('second chances', () => {
  /** Spends every action without winning: looking is free, so the player walks back and forth. */
  async function collapse(me: Awaited<ReturnType<typeof historian>>) {
    await me.call(api.dungeonStart, { id: VAULT }, start);
    let last = await me.call(api.dungeonContinue, { id: VAULT }, { text: 'go south' });
    for (let i = 0; i < 30 && last.progress.status === 'active'; i++) {
      last = await me.call(api.dungeonContinue, { id: VAULT }, { text: i % 2 === 0 ? 'go north' : 'go south' });
    }
    return last;
  }

  it('zero actions is game over; acting after it is a conflict', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const last = await collapse(me);
    expect(last.progress.status).toBe('game_over');
    expect(last.progress.actions_available).toBe(0);
    expect(last.events.find((e) => e.type === 'gameOver')).toMatchObject({ narrative_type: 'action_counter_zero' });
    expect((await me.call(api.dungeonProgress, { id: VAULT })).events.map((e) => e.type)).toContain('timelineCollapseWarning');
    expect((await attempt(me, 'PUT', `/dungeon/${VAULT}/continue/`, { text: 'go north' })).status).toBe(409);
  });

  it('the paid try-again records a $1.99 test purchase and brings the crawl back', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await collapse(me);
    expect(await me.call(api.dungeonResurrectionStatus, { id: VAULT })).toEqual({ free_resurrection_available: false, rank: false, unlimited: false });
    expect((await attempt(me, 'POST', `/dungeon/${VAULT}/resurrect/`, { use_free: true })).status).toBe(403);
    const back = await me.call(api.dungeonResurrect, { id: VAULT }, { use_free: false });
    expect(back.progress.status).toBe('active');
    expect(back.progress.actions_available).toBe(5);
    expect(await purchasesOf(app.ctx.db, me.userId)).toEqual([{ product: 'resurrection', dungeon_id: VAULT, amount_cents: 199, mode: 'test' }]);
    // Only a collapsed crawl can be resurrected.
    expect((await attempt(me, 'POST', `/dungeon/${VAULT}/resurrect/`, { use_free: false })).status).toBe(409);
  });

  it('a subscriber resurrects free once per crawl', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await subscribe(app, me.userId);
    await collapse(me);
    expect(await me.call(api.dungeonResurrectionStatus, { id: VAULT })).toEqual({ free_resurrection_available: true, rank: false, unlimited: false });
    await me.call(api.dungeonResurrect, { id: VAULT }, { use_free: true });
    expect(await me.call(api.dungeonResurrectionStatus, { id: VAULT })).toEqual({ free_resurrection_available: false, rank: false, unlimited: false });
    expect(await purchasesOf(app.ctx.db, me.userId)).toEqual([]);
  });

  it('the first room restart is free, the next ones are $0.99 purchases; it rolls the room back', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, start);
    await me.call(api.dungeonContinue, { id: VAULT }, { text: 'take the lantern' });
    const restarted = await me.call(api.dungeonRestartRoom, { id: VAULT });
    expect(restarted.progress.inventory).toEqual([]);
    expect(restarted.progress.actions_available).toBe(20);
    expect(restarted.progress.free_room_restart_available).toBe(false);
    expect(await purchasesOf(app.ctx.db, me.userId)).toEqual([]);
    await me.call(api.dungeonRestartRoom, { id: VAULT });
    expect(await purchasesOf(app.ctx.db, me.userId)).toEqual([{ product: 'restart_room', dungeon_id: VAULT, amount_cents: 99, mode: 'test' }]);
  });

  it('reset restarts the whole timeline with the same artifacts, keeping the history', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, { restart: false, artifacts: ['witness-quill'] });
    await me.call(api.dungeonContinue, { id: VAULT }, { text: 'go south' });
    const power = await artifactPowerOf(app.ctx.db, me.userId);
    expect(await me.call(api.dungeonReset, { id: VAULT })).toEqual({ message: 'The Timeline has been restarted.' });
    const after = await me.call(api.dungeonProgress, { id: VAULT });
    expect(after).toMatchObject({ current_room: 'The Hall', actions_available: 20, artifacts: ['witness-quill'] });
    expect(after.events.filter((e) => e.type === 'input').map((e) => e.type === 'input' && e.text)).toEqual(['go south']);
    expect(await artifactPowerOf(app.ctx.db, me.userId)).toBe(power);
  });
});

describe('fast travel', () => {
  it('lists discovered rooms and refuses the current room and unknown ones', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, start);
    await me.call(api.dungeonContinue, { id: VAULT }, { text: 'go south' });
    const list = await me.call(api.dungeonFastTravel, { id: VAULT });
    expect(list.rooms.map((r) => [r.name, r.can_fast_travel])).toEqual([['The Hall', true], ['The Arena', false]]);
    expect((await attempt(me, 'POST', `/dungeon/${VAULT}/change-room/`, { room: 'The Arena' })).status).toBe(400);
    expect((await attempt(me, 'POST', `/dungeon/${VAULT}/change-room/`, { room: 'The Vault' })).status).toBe(400);
    expect((await attempt(me, 'POST', `/dungeon/${VAULT}/change-room/`, { room: 'Narnia' })).status).toBe(400);
    const moved = await me.call(api.dungeonChangeRoom, { id: VAULT }, { room: 'The Hall' });
    expect(moved.progress.current_room).toBe('The Hall');
    expect(moved.events[0]).toMatchObject({ type: 'roomChange', fast_travel: true });
  });
});

describe('victory', () => {
  it('counts the completion, the fabulous firsts and points; continuing resumes the won run, and a new run begins anew', async () => {
    ({ app } = await dungeonServer());
    const ada = await historian(app, 'ada');
    const bea = await historian(app, 'bea');
    await win(ada);
    await bea.call(api.dungeonStart, { id: VAULT }, start);
    const board = await bea.call(api.dungeonLeaderboard, { id: VAULT });
    expect(board).toMatchObject({ users_started: 2, users_completed: 1, timeline_type: 'structured', items_found: 0 });
    // The leaderboard shows the rank the victory's points earned.
    const adaRank = await ada.call(api.historianRank);
    expect(board.fabulous_firsts.first_to_complete_dungeon).toMatchObject({ username: 'ada', rank_title: adaRank.current_rank.title });
    expect(board.fabulous_firsts.first_to_find_all_items).toBeNull();
    const page = await ada.call(api.dungeon, { id: VAULT });
    expect(page.has_active_crawl).toBe(false);
    // Continuing a won run (a device whose copy still says 'in play') resumes it, won: nothing starts over.
    const resumed = await ada.call(api.dungeonStart, { id: VAULT }, start);
    expect(resumed.progress.status).toBe('victory');
    expect((await ada.call(api.dungeon, { id: VAULT })).has_active_crawl).toBe(false);
    // 'Enter the Timeline' asks for a new run.
    const again = await ada.call(api.dungeonStart, { id: VAULT }, { ...start, new_run: true });
    expect(again.progress.status).toBe('active');
    expect((await ada.call(api.dungeon, { id: VAULT })).has_active_crawl).toBe(true);
  });
});
