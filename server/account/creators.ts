/** Creator pages, following, and search over series, dungeons and creators. */
import type { CreatorPage, CreatorSummary, FollowingFeed, FollowingItem, SearchHit, SearchResults } from '../../src/contract';
import { artUrl } from '../art/urls';
import { CREATOR_BIOS, DEFAULT_BIO } from '../content/account/creator-bios';
import { fail } from '../http/errors';
import { follow, followedCreatorIds, followerCount, followsOf, unfollow } from '../store/account/social';
import { type CreatorRow, findCreatorByPage, listCreators, listSeries, type SeriesRow } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { type DungeonSummary, dungeonSummaries } from './dungeon-side';

export function creatorByPage(db: Db, pageName: string): CreatorRow {
  return findCreatorByPage(db, pageName) ?? fail(404, 'There is no creator by that name.');
}

export function creatorSummary(db: Db, c: CreatorRow, following: Set<string>): CreatorSummary {
  return {
    creator_id: c.creator_id,
    name: c.name,
    page_name: c.page_name,
    avatar: artUrl(c.art),
    is_premium: c.is_premium === 1,
    is_following: following.has(c.creator_id),
    follower_count: followerCount(db, c.creator_id),
  };
}

export const creatorList = (db: Db, userId: string): CreatorSummary[] => {
  const following = followedCreatorIds(db, userId);
  return listCreators(db).map((c) => creatorSummary(db, c, following));
};

export const followingList = (db: Db, userId: string): CreatorSummary[] => creatorList(db, userId).filter((c) => c.is_following);

const seriesHit = (s: SeriesRow): SearchHit => ({ id: s.series_id, name: s.name, description: s.description, image_url: artUrl(s.art) });
/** A seeded series' saga: the story its saga page, cards and echoes belong to. */
const sagaHit = (s: SeriesRow): SearchHit => ({ id: s.saga_id, name: s.name, description: s.description, image_url: artUrl(s.art) });
const dungeonHit = (d: DungeonSummary): SearchHit => ({ id: d.dungeon_id, name: d.name, description: d.description, image_url: artUrl(d.art) });

/** Dungeons name their creator in words; they belong to a creator when any of the creator's names matches. */
function dungeonsOf(db: Db, c: CreatorRow): DungeonSummary[] {
  const names = new Set([c.name, c.page_name, c.creator_id].map((n) => n.toLowerCase()));
  return dungeonSummaries(db).filter((d) => names.has(d.creator.toLowerCase()));
}

export function creatorPage(db: Db, userId: string, pageName: string): CreatorPage {
  const c = creatorByPage(db, pageName);
  const series = listSeries(db).filter((s) => s.creator_id === c.creator_id);
  const dungeons = dungeonsOf(db, c);
  return {
    ...creatorSummary(db, c, followedCreatorIds(db, userId)),
    bio: CREATOR_BIOS[c.creator_id] ?? DEFAULT_BIO,
    series_ids: series.map((s) => s.series_id),
    dungeon_ids: dungeons.map((d) => d.dungeon_id),
    series: series.map(seriesHit),
    dungeons: dungeons.map(dungeonHit),
    sagas: series.map(sagaHit),
  };
}

const MAX_HITS = 20;

export function search(db: Db, userId: string, q: string): SearchResults {
  const needle = q.toLocaleLowerCase('en');
  const hit = (...texts: string[]): boolean => texts.some((t) => t.toLocaleLowerCase('en').includes(needle));
  const series = listSeries(db).filter((s) => hit(s.name, s.description));
  return {
    series: series.slice(0, MAX_HITS).map(seriesHit),
    dungeons: dungeonSummaries(db)
      .filter((d) => hit(d.name, d.description))
      .slice(0, MAX_HITS)
      .map(dungeonHit),
    sagas: series.slice(0, MAX_HITS).map(sagaHit),
    creators: creatorList(db, userId)
      .filter((c) => hit(c.name, c.page_name, CREATOR_BIOS[c.creator_id] ?? ''))
      .slice(0, MAX_HITS),
  };
}

/**
 * GET /following/feed/: what the followed creators made, newest first; is_new marks what was released or
 * changed after the player followed them.
 */
export function followingFeed(db: Db, userId: string): FollowingFeed {
  const follows = followsOf(db, userId);
  const items: FollowingItem[] = listCreators(db)
    .filter((c) => follows.has(c.creator_id))
    .flatMap((c) => {
      const since = follows.get(c.creator_id)!;
      const by = { creator_page_name: c.page_name, creator_name: c.name };
      const isNew = (updatedAt: string): boolean => Date.parse(updatedAt) > since;
      const series = listSeries(db).filter((s) => s.creator_id === c.creator_id);
      return [
        ...series.map((s) => ({ kind: 'series' as const, ...seriesHit(s), ...by, updated_at: s.updated_at, is_new: isNew(s.updated_at) })),
        ...series.map((s) => ({ kind: 'saga' as const, ...sagaHit(s), ...by, updated_at: s.updated_at, is_new: isNew(s.updated_at) })),
        ...dungeonsOf(db, c).map((d) => ({ kind: 'dungeon' as const, ...dungeonHit(d), ...by, updated_at: d.updated_at, is_new: isNew(d.updated_at) })),
      ];
    });
  return { items: items.sort((a, b) => b.updated_at.localeCompare(a.updated_at)) };
}

export function followCreator(db: Db, userId: string, pageName: string, now: number): CreatorSummary {
  const creator = creatorByPage(db, pageName);
  follow(db, userId, creator.creator_id, now);
  return creatorSummary(db, creator, followedCreatorIds(db, userId));
}

export function unfollowCreator(db: Db, userId: string, pageName: string): CreatorSummary {
  const creator = creatorByPage(db, pageName);
  unfollow(db, userId, creator.creator_id);
  return creatorSummary(db, creator, followedCreatorIds(db, userId));
}
