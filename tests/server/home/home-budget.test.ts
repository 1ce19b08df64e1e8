/**
 * Home's reads are a few statements whatever the world and the player hold: one read per kind of row, never
 * one per series, dungeon or story (issue #24: 22 for featured and 33 for recents before, with five dungeons).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { featured, recents } from '../../../server/home/home-feed';
import { dungeonServer } from '../dungeons/helpers';
import { countStatements, player, server, userIdOf } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

/** Subscription; series, adventure counts, progress; dungeons, crawls, wins. */
const FEATURED = 7;
/** Played series, then series, adventure counts, progress; crawls, then dungeons, wins; subscription (once, if a series or a dungeon was played); stories, then their last turns. */
const RECENTS = 10;
/** Featured over HTTP: the session check too. */
const REQUEST = FEATURED + 2;

interface Counts {
  featured: number;
  recents: number;
  request: number;
}

/**
 * Statements of each home read, after a first read (which parses each dungeon's content once), for a player
 * who played nothing, the first series, dungeon and story, or every series and dungeon and two stories.
 */
async function counts(played: 'nothing' | 'one of each' | 'everything'): Promise<Counts> {
  const me = await player(app, 'ada@example.com');
  const userId = await userIdOf(me);
  const first = await me.call(api.featured);
  if (played !== 'nothing') {
    const free = first.items.filter((i) => !i.is_premium);
    const series = free.filter((i) => i.kind === 'series');
    const dungeons = free.filter((i) => i.kind === 'dungeon');
    const premises = ['A bell rings under the lake.', 'A lantern that burns backwards.'];
    const some = <T>(all: T[]): T[] => (played === 'everything' ? all : all.slice(0, 1));
    for (const s of some(series)) await me.call(api.seriesPlay, { seriesId: s.series_id! });
    for (const d of some(dungeons)) await me.call(api.dungeonStart, { id: d.dungeon_id! }, { artifacts: [] });
    for (const premise of some(premises)) await me.call(api.createCustomSaga, {}, { premise });
    expect((await me.call(api.recents)).items).toHaveLength(some(series).length + some(dungeons).length + some(premises).length);
  }
  const { db } = app.ctx;
  const now = app.ctx.now();
  return {
    featured: await countStatements(() => featured(db, userId, now)),
    recents: await countStatements(() => recents(db, userId, now)),
    request: await countStatements(() => me.call(api.featured)),
  };
}

describe('home’s reads', () => {
  it('run as many statements for a player who played one of each in five dungeons as for one who played everything in seven', async () => {
    ({ app } = await server());
    const one = await counts('one of each');
    await app.close();
    ({ app } = await dungeonServer());
    const all = await counts('everything');
    expect(all).toEqual(one);
    expect(all).toEqual({ featured: FEATURED, recents: RECENTS, request: REQUEST });
  });

  it('read no series, dungeons or turns for the recents of a player who played nothing', async () => {
    ({ app } = await dungeonServer());
    expect(await counts('nothing')).toEqual({ featured: FEATURED, recents: 3, request: REQUEST });
  });
});
