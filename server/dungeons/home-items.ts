/** The dungeons' share of home: every dungeon as featured, and the played ones as recents. */
import type { HomeItem } from '../../src/contract';
import { artUrl } from '../art/urls';
import type { DungeonSeed } from '../content/dungeon-types';
import type { Db } from '../store/db';
import { type CrawlHead, recentCrawls } from '../store/dungeons/crawls';
import { dungeonsWonBy } from '../store/dungeons/points';
import { type DungeonHead, listDungeonHeads, seedOfDungeon } from '../store/dungeons/seeded-dungeons';

/** What the cards on home need of the player's play in dungeons: read once, in two reads, for every dungeon. */
export interface DungeonPlay {
  /** The player's crawls, the most recently played first. */
  crawls: CrawlHead[];
  /** The same by dungeon_id. */
  crawlOf: Map<string, CrawlHead>;
  /** The dungeons the player has won. */
  won: Set<string>;
}

export async function dungeonPlayOf(db: Db, userId: string): Promise<DungeonPlay> {
  const [crawls, won] = await Promise.all([recentCrawls(db, userId), dungeonsWonBy(db, userId)]);
  return { crawls, crawlOf: new Map(crawls.map((c) => [c.dungeon_id, c])), won };
}

/** A dungeon's card: Completed once ever won; In Progress while a crawl exists. */
function dungeonHomeItem(row: DungeonHead, t: DungeonSeed, play: DungeonPlay, subscribed: boolean): HomeItem {
  const crawl = play.crawlOf.get(row.dungeon_id);
  const progress = play.won.has(row.dungeon_id) ? 'Completed' : crawl ? 'In Progress' : 'Not Started';
  return {
    kind: 'dungeon',
    series_id: null,
    dungeon_id: row.dungeon_id,
    story_id: null,
    name: t.name,
    image_url: artUrl(t.art),
    description: t.description,
    is_premium: t.is_premium,
    can_access: !row.is_premium || subscribed,
    progress,
    updated_at: crawl && crawl.updated_at > row.updated_at ? crawl.updated_at : row.updated_at,
  };
}

/** The cards of these dungeons, in their order (a dungeon's seed is parsed once until its content changes). */
const cards = (db: Db, heads: DungeonHead[], play: DungeonPlay, subscribed: boolean): Promise<HomeItem[]> =>
  Promise.all(heads.map(async (head) => dungeonHomeItem(head, await seedOfDungeon(db, head), play, subscribed)));

export async function featuredDungeons(db: Db, play: DungeonPlay, subscribed: boolean): Promise<HomeItem[]> {
  return cards(db, await listDungeonHeads(db), play, subscribed);
}

/** The dungeons the player played, the most recently played first. */
export async function recentDungeons(db: Db, play: DungeonPlay, subscribed: boolean): Promise<HomeItem[]> {
  const heads = new Map((await listDungeonHeads(db)).map((h) => [h.dungeon_id, h]));
  return cards(db, play.crawls.flatMap((c) => heads.get(c.dungeon_id) ?? []), play, subscribed);
}
