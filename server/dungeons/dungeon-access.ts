/** Finding what a call plays on: the dungeon (404), whether the player may play it (403), their crawl (404). */
import type { DungeonSeed } from '../content/dungeon-types';
import { CrawlError } from '../engine/dungeon';
import type { ServerContext } from '../http/server-context';
import { fail } from '../http/errors';
import type { Db } from '../store/db';
import { type Crawl, findCrawl } from './crawls';
import { type DungeonRow, findDungeon, dungeonSeedOf } from '../store/dungeons/seeded-dungeons';
import { isSubscriber } from '../account/passes';

export interface Playing {
  row: DungeonRow;
  t: DungeonSeed;
}

export async function dungeonOr404(db: Db, id: string): Promise<Playing> {
  const row = await findDungeon(db, id) ?? fail(404, 'That Timeline does not exist.');
  return { row, t: dungeonSeedOf(row) };
}

export const canAccess = async (db: Db, userId: string, row: DungeonRow, now: number): Promise<boolean> =>
  !row.is_premium || await isSubscriber(db, userId, now);

/** Every write checks access again: a subscription may have lapsed since the crawl began. */
export async function playableOr403(ctx: ServerContext, userId: string, id: string): Promise<Playing> {
  const d = await dungeonOr404(ctx.db, id);
  if (!await canAccess(ctx.db, userId, d.row, ctx.now())) fail(403, 'This Timeline is for Premium subscribers. Unlock Premium To Play.');
  return d;
}

export async function crawlOr404(db: Db, userId: string, dungeonId: string): Promise<Crawl> {
  return await findCrawl(db, userId, dungeonId) ?? fail(404, 'You have not entered this Timeline yet.');
}

const STATUS: Record<CrawlError['code'], number> = { crawl_over: 409, not_game_over: 409, bad_input: 400, unknown_room: 400 };

/** Runs an engine call, turning its misuse errors into answers (a conflict, or a bad request). */
export function engine<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof CrawlError) fail(STATUS[error.code], error.message);
    throw error;
  }
}
