/** GET /dungeon/:id/leaderboard/: fabulous firsts, how many started and completed, and the player's discoveries. */
import type { LeaderboardStats } from '../../src/contract';
import { type CrawlState, discovery } from '../engine/dungeon';
import type { Db } from '../store/db';
import { usersStarted } from '../store/dungeons/crawls';
import { findCrawl } from './crawls';
import { fabulousFirsts } from '../store/dungeons/firsts';
import { usersCompleted } from '../store/dungeons/points';
import { dungeonOr404 } from './dungeon-access';
import { historian } from './historians';

export async function leaderboard(db: Db, userId: string, dungeonId: string): Promise<LeaderboardStats> {
  const d = await dungeonOr404(db, dungeonId);
  const id = d.row.dungeon_id;
  const firsts = await fabulousFirsts(db, id);
  const crawl = await findCrawl(db, userId, id);
  const found = discovery(d.t, crawl?.state ?? NOTHING_FOUND);
  return {
    fabulous_firsts: {
      first_to_complete_dungeon: await historian(db, firsts.complete),
      // All rooms and all items are counted in structured dungeons only (in-play §2).
      first_to_find_all_rooms: d.t.type === 'structured' ? await historian(db, firsts.all_rooms) : null,
      first_to_find_all_items: d.t.type === 'structured' ? await historian(db, firsts.all_items) : null,
    },
    users_started: await usersStarted(db, id),
    users_completed: await usersCompleted(db, id),
    timeline_type: d.t.type,
    items_found: found.items_found,
    total_items: found.total_items,
  };
}

/** discovery() reads only visited and found of a state: before a first crawl, nothing was. */
const NOTHING_FOUND = { visited: [], found: [] } as unknown as CrawlState;
