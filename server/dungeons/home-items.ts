/** The dungeons' share of home: every dungeon as featured, and the played ones as recents. */
import type { HomeItem } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import type { Db } from '../store/db';
import { recentCrawls } from '../store/dungeons/crawls';
import { dungeonSeedOf, findDungeon, listDungeonHeads, seedOfDungeon } from '../store/dungeons/seeded-dungeons';
import { dungeonHomeItem } from './dungeon-view';

export async function featuredDungeons(db: Db, userId: string, now: number, given?: boolean): Promise<HomeItem[]> {
  const subscribed = given ?? (await isSubscriber(db, userId, now));
  return (await Promise.all((await listDungeonHeads(db)).map(async (head) => dungeonHomeItem(db, userId, head, await seedOfDungeon(db, head), now, subscribed))));
}

export async function recentDungeons(db: Db, userId: string, now: number): Promise<HomeItem[]> {
  return (await Promise.all((await recentCrawls(db, userId)).map(async ({ dungeon_id }) => {
    const row = await findDungeon(db, dungeon_id);
    return row ? [await dungeonHomeItem(db, userId, row, dungeonSeedOf(row), now)] : [];
  }))).flat();
}
