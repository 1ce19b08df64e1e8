/** The dungeons' share of home: every dungeon as featured, and the played ones as recents. */
import type { HomeItem } from '../../src/contract';
import { artUrl } from '../art/urls';
import type { DungeonSeed } from '../content/dungeon-types';
import type { Db } from '../store/db';
import { type CrawlHead, recentCrawls } from '../store/dungeons/crawls';
import { dungeonsWonBy } from '../store/dungeons/points';
import { type DungeonHead, listDungeonHeads, seedOfDungeon } from '../store/dungeons/seeded-dungeons';

/** What the cards on home need of the player's play in dungeons, for every dungeon. */
interface DungeonPlay {
  /** The player's crawls by dungeon_id. */
  crawlOf: Map<string, CrawlHead>;
  /** The dungeons the player has won. */
  won: Set<string>;
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
function cards(db: Db, heads: DungeonHead[], crawls: CrawlHead[], won: Set<string>, subscribed: boolean): Promise<HomeItem[]> {
  const play = { crawlOf: new Map(crawls.map((c) => [c.dungeon_id, c])), won };
  return Promise.all(heads.map(async (head) => dungeonHomeItem(head, await seedOfDungeon(db, head), play, subscribed)));
}

/**
 * Home's featured dungeons: every one's card, from three reads however many dungeons there are. `subscribed`
 * asks once for all the cards of a home read.
 */
export async function featuredDungeons(db: Db, userId: string, subscribed: () => Promise<boolean>): Promise<HomeItem[]> {
  const [heads, crawls, won, subscriber] = await Promise.all([listDungeonHeads(db), recentCrawls(db, userId), dungeonsWonBy(db, userId), subscribed()]);
  return cards(db, heads, crawls, won, subscriber);
}

/** The cards of the dungeons the player played, the most recently played first (nothing more read when none was played). */
export async function recentDungeons(db: Db, userId: string, subscribed: () => Promise<boolean>): Promise<HomeItem[]> {
  const crawls = await recentCrawls(db, userId);
  if (crawls.length === 0) return [];
  const [heads, won, subscriber] = await Promise.all([listDungeonHeads(db), dungeonsWonBy(db, userId), subscribed()]);
  const byId = new Map(heads.map((h) => [h.dungeon_id, h]));
  return cards(db, crawls.flatMap((c) => byId.get(c.dungeon_id) ?? []), crawls, won, subscriber);
}
