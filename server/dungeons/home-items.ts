/** The dungeons' share of home: every dungeon as featured, and the played ones as recents. */
import type { HomeItem } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import type { Db } from '../store/db';
import { recentCrawls } from '../store/dungeons/crawls';
import { dungeonSeedOf, findDungeon, listDungeonHeads, seedOfDungeon } from '../store/dungeons/seeded-dungeons';
import { dungeonHomeItem } from './dungeon-view';

export function featuredDungeons(db: Db, userId: string, now: number, subscribed = isSubscriber(db, userId, now)): HomeItem[] {
  return listDungeonHeads(db).map((head) => dungeonHomeItem(db, userId, head, seedOfDungeon(db, head), now, subscribed));
}

export function recentDungeons(db: Db, userId: string, now: number): HomeItem[] {
  return recentCrawls(db, userId).flatMap(({ dungeon_id }) => {
    const row = findDungeon(db, dungeon_id);
    return row ? [dungeonHomeItem(db, userId, row, dungeonSeedOf(row), now)] : [];
  });
}
