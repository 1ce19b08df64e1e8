import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { ARTIFACTS } from '../../../server/content/artifacts';
import { EXPEDITION } from '../../../server/content/expedition';
import { artifactPowerOf } from '../../../server/store/dungeons/players';
import { expeditionsCompletedOf, missionsCompletedOf, rankPointsOf } from '../../../server/store/dungeons/points';
import { CONSTANTINOPLE_SCRIPT, LIBRARY_SCRIPT, SAMARKAND_SCRIPT } from '../../engine/scripts';
import { dungeonServer, type Historian, historian, playScript, subscribe } from './helpers';

/** The three seeded Timelines won through the HTTP API, one after another, by one Historian: the Expedition. */
const RUNS = [
  ['library-burned-twice', LIBRARY_SCRIPT],
  ['night-market-samarkand', SAMARKAND_SCRIPT],
  ['chain-golden-horn', CONSTANTINOPLE_SCRIPT],
] as const;

describe('scripted playthroughs through the API', () => {
  let app: FastifyInstance;
  let me: Historian;
  beforeAll(async () => {
    ({ app } = await dungeonServer());
    me = await historian(app, 'ada');
    // Constantinople is premium in the content: the player subscribes through billing's placeholder column.
    await subscribe(app, me.userId);
  });
  afterAll(() => app.close());

  it.each(RUNS)('%s is won, with its victory carrying the expedition progress', async (dungeonId, script) => {
    const start = await me.call(api.dungeonStart, { id: dungeonId }, { restart: false, artifacts: [] });
    expect(start.progress.status).toBe('active');
    const answers = await playScript(app, me, dungeonId, [...script]);
    const last = answers.at(-1)!;
    // A guardian overcome earns the Splinter of Durendal in the answer of that very turn.
    const overcome = answers.findIndex((a) => a.progress.artifacts_earned.some((e) => e.artifact_id === 'durendal-splinter'));
    expect(overcome).toBeGreaterThanOrEqual(0);
    expect(last.progress.status).toBe('victory');
    const victory = last.events.find((e) => e.type === 'victory');
    expect(victory?.type === 'victory' && victory.expedition_progress?.completed_dungeons).toContain(dungeonId);
    // The Expedition's own story: the passage of the n-th of its Timelines won, and it reads again from the crawl's events.
    const n = RUNS.findIndex(([id]) => id === dungeonId) + 1;
    expect(victory?.type === 'victory' && victory.expedition_progress?.passage).toEqual(EXPEDITION.passages[n - 1]);
    // The first Historian ever is first into every room.
    const { events } = await me.call(api.dungeonProgress, { id: dungeonId });
    expect(events.find((e) => e.type === 'victory')).toEqual(victory);
    const firsts = events.filter((e) => e.type === 'firstToEnter');
    expect(firsts.length).toBe(last.progress.rooms.length);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    const board = await me.call(api.dungeonLeaderboard, { id: dungeonId });
    expect(board.fabulous_firsts.first_to_complete_dungeon?.username).toBe('ada');
    expect([board.users_started, board.users_completed]).toEqual([1, 1]);
  });

  it('completes the expedition and grants its artifact, shown once as earned', async () => {
    const progress = await me.call(api.expeditionProgress, { id: EXPEDITION.expedition_id });
    expect(progress).toEqual({ expedition_id: EXPEDITION.expedition_id, completed_dungeons: EXPEDITION.dungeons, current_dungeon: null, completed: true });
    const artifacts = await me.call(api.dungeonArtifacts, { id: 'chain-golden-horn' });
    expect(artifacts.artifacts.find((a) => a.artifact_id === EXPEDITION.artifact)?.owned).toBe(true);
    const crawl = await me.call(api.dungeonProgress, { id: 'chain-golden-horn' });
    expect(crawl.artifacts_earned.filter((a) => a.artifact_id === EXPEDITION.artifact).map((a) => a.title)).toEqual(['Artifact Earned!']);
  });

  it('keeps every promise of the artifact chooser: each one earned as its award_description says, more than four owned', async () => {
    const list = await me.call(api.dungeonArtifacts, { id: 'chain-golden-horn' });
    // Every artifact of the world is won by winning the world: starters, guardian, missions of each type, victory, expedition.
    expect(list.artifacts.filter((a) => !a.owned).map((a) => a.artifact_id)).toEqual([]);
    expect(list.artifacts.filter((a) => a.owned).length).toBeGreaterThan(4);
    const earned = (await me.call(api.dungeonProgress, { id: 'chain-golden-horn' })).artifacts_earned;
    const starters = ARTIFACTS.filter((a) => a.earned_by.kind === 'starter').map((a) => a.artifact_id);
    expect(earned.map((a) => a.artifact_id).sort()).toEqual(ARTIFACTS.map((a) => a.artifact_id).filter((id) => !starters.includes(id)).sort());
    expect(new Set(earned.map((a) => a.artifact_id)).size).toBe(earned.length);
    await me.call(api.artifactEarnedClear, {}, {});
    expect((await me.call(api.dungeonProgress, { id: 'chain-golden-horn' })).artifacts_earned).toEqual([]);
  });

  it('counts rank points, missions and the expedition for the rank engineer', async () => {
    expect(await missionsCompletedOf(app.ctx.db, me.userId)).toBe(10);
    expect(await expeditionsCompletedOf(app.ctx.db, me.userId)).toBe(1);
    expect(await rankPointsOf(app.ctx.db, me.userId)).toBeGreaterThan(3 * 100 + 500);
    // 250 to start, +100 for each room entered first.
    expect(await artifactPowerOf(app.ctx.db, me.userId)).toBeGreaterThan(250);
  });
});
