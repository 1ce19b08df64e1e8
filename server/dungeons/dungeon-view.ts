/** A dungeon as a player sees it: its page (GET /dungeon/:id/) and its missions (its card on home: home-items.ts). */
import type { Dungeon, Mission } from '../../src/contract';
import { artUrl } from '../art/urls';
import type { DungeonSeed } from '../content/dungeon-types';
import { type CrawlState, missionsView } from '../engine/dungeon';
import { findCreator } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { discussionCount } from '../comments/counts';
import { findCrawl } from './crawls';
import { missionFirsts, missionsDoneBy } from '../store/dungeons/points';
import { canAccess, dungeonOr404, type Playing } from './dungeon-access';
import { missionFirst } from './historians';


/** A mission completed in any earlier crawl stays completed for the player; the current crawl says the rest. */
export async function missionsFor(db: Db, userId: string, t: DungeonSeed, state: CrawlState | null): Promise<Mission[]> {
  const done = await missionsDoneBy(db, userId, t.dungeon_id);
  const firsts = await missionFirsts(db, t.dungeon_id);
  return (await Promise.all(missionsView(t, state).map(async (m) => ({
    ...m,
    status: done.includes(m.mission_id) ? 'completed' : m.status,
    first_completed_user: await missionFirst(db, firsts.get(m.mission_id)),
  }))));
}

/** GET /dungeon/:id/ */
export const dungeonPage = async (db: Db, userId: string, id: string, now: number): Promise<Dungeon> => dungeonView(db, userId, await dungeonOr404(db, id), now);

async function dungeonView(db: Db, userId: string, { row, t }: Playing, now: number): Promise<Dungeon> {
  const crawl = await findCrawl(db, userId, row.dungeon_id);
  const creator = await findCreator(db, t.creator);
  return {
    dungeon_id: row.dungeon_id,
    name: t.name,
    image_url: artUrl(t.art),
    description: t.description,
    is_premium: t.is_premium,
    created_by: creator?.name ?? t.creator,
    creator_page_name: creator?.page_name ?? t.creator,
    creator_avatar: creator ? artUrl(creator.art) : null,
    discussion_count: await discussionCount(db, 'dungeon', t.dungeon_id, userId),
    can_access: await canAccess(db, userId, row, now),
    has_active_crawl: !!crawl && crawl.status !== 'victory',
    missions: await missionsFor(db, userId, t, crawl?.state ?? null),
    expedition_id: row.expedition_id,
    victory_text: t.victory_text,
    timeline_type: t.type,
    narratives: [
      { type: 'game_over', segment: 'action_counter_zero', text: t.game_over.action_counter_zero },
      { type: 'game_over', segment: 'deadly_failure', text: t.game_over.deadly_failure },
    ],
  };
}
