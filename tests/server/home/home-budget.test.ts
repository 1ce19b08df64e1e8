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

/** Subscription, series, series progress, adventure counts, dungeons, crawls, wins. */
const FEATURED = 7;
/** The same, with the recent series and the stories and their last turns. */
const RECENTS = 10;
/** Featured over HTTP: the session check too. */
const REQUEST = FEATURED + 2;

interface Counts {
  featured: number;
  recents: number;
  request: number;
}

/** Statements of each home read, after a first read (which parses each dungeon's content once). */
async function counts(played: boolean): Promise<Counts> {
  const me = await player(app, 'ada@example.com');
  const userId = await userIdOf(me);
  const first = await me.call(api.featured);
  if (played) {
    for (const item of first.items.filter((i) => !i.is_premium)) {
      if (item.kind === 'dungeon') await me.call(api.dungeonStart, { id: item.dungeon_id! }, { artifacts: [] });
      else await me.call(api.seriesPlay, { seriesId: item.series_id! });
    }
    for (const premise of ['A bell rings under the lake.', 'A lantern that burns backwards.']) await me.call(api.createCustomSaga, {}, { premise });
    expect((await me.call(api.recents)).items).toHaveLength(first.items.filter((i) => !i.is_premium).length + 2);
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
  it('run the same few statements for a new player in five dungeons as for one who played every series, seven dungeons and two stories', async () => {
    ({ app } = await server());
    const fresh = await counts(false);
    await app.close();
    ({ app } = await dungeonServer());
    const played = await counts(true);
    expect(played).toEqual(fresh);
    expect(fresh.featured).toBeLessThanOrEqual(FEATURED);
    expect(fresh.recents).toBeLessThanOrEqual(RECENTS);
    expect(fresh.request).toBeLessThanOrEqual(REQUEST);
  });
});
