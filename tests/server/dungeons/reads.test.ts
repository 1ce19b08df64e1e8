import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { ARTIFACTS } from '../../../server/content/artifacts';
import { EXPEDITION } from '../../../server/content/expedition';
import { dungeonServer, historian, VAULT } from './helpers';

let app: FastifyInstance;
afterEach(() => app.close());

/** The caller parses every answer with the contract: these calls pass only if the shapes match. */
describe('dungeon and expedition reads, parsed by the contract', () => {
  it('the dungeon page, before and after entering', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const page = await me.call(api.dungeon, { id: 'library-burned-twice' });
    expect(page).toMatchObject({ can_access: true, has_active_crawl: false, discussion_count: 0, expedition_id: EXPEDITION.expedition_id, timeline_type: 'structured' });
    expect(page.missions.every((m) => m.status === 'active' && m.first_completed_user === null)).toBe(true);
    expect(page.narratives.map((n) => n.segment)).toEqual(['action_counter_zero', 'deadly_failure']);
    const started = await me.call(api.dungeonStart, { id: 'library-burned-twice' }, { restart: false, artifacts: [] });
    expect(started.room).toEqual({ name: 'The Harbour Steps', audio_url: null });
    expect((await me.call(api.dungeon, { id: 'library-burned-twice' })).has_active_crawl).toBe(true);
  });

  it('resuming answers the crawl as it is, with no new events', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const first = await me.call(api.dungeonStart, { id: VAULT }, { artifacts: [] });
    const again = await me.call(api.dungeonStart, { id: VAULT }, { restart: false, artifacts: ['witness-quill'] });
    expect(again.events).toEqual([]);
    expect(again.progress).toEqual(first.progress);
    expect((await me.call(api.dungeonProgress, { id: VAULT })).events).toEqual(first.events);
    expect(again.progress.artifacts).toEqual([]);
  });

  it('user-progress, details, fast-travel, artifacts, loading, leaderboard, extra-section, resurrection status', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, { artifacts: [] });
    const progress = await me.call(api.dungeonProgress, { id: VAULT });
    expect(progress).toMatchObject({ status: 'active', free_room_restart_available: true, actions_total: 20, current_room: 'The Hall', artifacts_earned: [] });
    const details = await me.call(api.dungeonDetails, { id: VAULT });
    expect(details.room_info).toMatchObject({ room: 'The Hall', total_items: 2, items_found: 0, first_to_discover_room: { username: 'ada' } });
    expect((await me.call(api.dungeonFastTravel, { id: VAULT })).rooms).toHaveLength(1);
    expect((await me.call(api.dungeonArtifacts, { id: VAULT })).artifacts).toHaveLength(ARTIFACTS.length);
    const loading = await me.call(api.dungeonLoading, { id: VAULT });
    expect(loading.phrases.length).toBeGreaterThan(0);
    expect(loading.banner?.shareCodeSecondsUntilExpire).toBeGreaterThan(0);
    expect(loading.ask_rating).toBe(false);
    const board = await me.call(api.dungeonLeaderboard, { id: VAULT });
    expect(board).toMatchObject({ users_started: 1, users_completed: 0, total_items: 3, fabulous_firsts: { first_to_complete_dungeon: null } });
    const extra = await me.call(api.dungeonExtraSection, { id: VAULT }, undefined);
    expect(extra.sections.map((s) => s.key)).toContain('how-to-play');
    expect(await me.call(api.dungeonResurrectionStatus, { id: VAULT })).toEqual({ free_resurrection_available: false, rank: false, unlimited: false });
  });

  it('the expedition and a new player’s progress in it', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const expedition = await me.call(api.expedition, { id: EXPEDITION.expedition_id });
    expect(expedition.dungeons.map((d) => d.dungeon_id)).toEqual(EXPEDITION.dungeons);
    expect(expedition.artifact.artifact_id).toBe(EXPEDITION.artifact);
    expect(await me.call(api.expeditionProgress, { id: EXPEDITION.expedition_id })).toEqual({
      expedition_id: EXPEDITION.expedition_id,
      completed_dungeons: [],
      current_dungeon: EXPEDITION.dungeons[0],
      completed: false,
    });
  });

  it('home features the three timelines and lists a played one in recents', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const featured = await me.call(api.featured);
    const dungeons = featured.items.filter((i) => i.kind === 'dungeon').map((i) => i.dungeon_id);
    expect(dungeons).toEqual(expect.arrayContaining(EXPEDITION.dungeons));
    await me.call(api.dungeonStart, { id: 'library-burned-twice' }, { artifacts: [] });
    const recents = await me.call(api.recents);
    expect(recents.items.map((i) => [i.kind, i.dungeon_id, i.progress])).toEqual([['dungeon', 'library-burned-twice', 'In Progress']]);
  });
});
