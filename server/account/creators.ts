/** Creator pages, following, and search over series, dungeons and creators. */
import type { CreatorPage, CreatorSummary, FollowingFeed, FollowingItem, SearchHit, SearchResults } from '../../src/contract';
import { artUrl } from '../art/urls';
import { CREATOR_BIOS, DEFAULT_BIO } from '../content/account/creator-bios';
import { fail } from '../http/errors';
import { follow, followedCreatorIds, followerCount, followsOf, unfollow } from '../store/account/social';
import { type CreatorRow, findCreatorByPage, listCreators, listSeries, type SeriesRow } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { type DungeonSummary, dungeonSummaries } from './dungeon-side';

export async function creatorByPage(db: Db, pageName: string): Promise<CreatorRow> {
  return await findCreatorByPage(db, pageName) ?? fail(404, 'There is no creator by that name.');
}

export async function creatorSummary(db: Db, c: CreatorRow, following: Set<string>): Promise<CreatorSummary> {
  return {
    creator_id: c.creator_id,
    name: c.name,
    page_name: c.page_name,
    avatar: artUrl(c.art),
    is_premium: c.is_premium === 1,
    is_following: following.has(c.creator_id),
    follower_count: await followerCount(db, c.creator_id),
  };
}

export const creatorList = async (db: Db, userId: string): Promise<CreatorSummary[]> => {
  const following = await followedCreatorIds(db, userId);
  return Promise.all((await listCreators(db)).map((c) => creatorSummary(db, c, following)));
};

export const followingList = async (db: Db, userId: string): Promise<CreatorSummary[]> => (await creatorList(db, userId)).filter((c) => c.is_following);

const seriesHit = (s: SeriesRow): SearchHit => ({ id: s.series_id, name: s.name, description: s.description, image_url: artUrl(s.art) });
/** A seeded series' saga: the story its saga page, cards and echoes belong to. */
const sagaHit = (s: SeriesRow): SearchHit => ({ id: s.saga_id, name: s.name, description: s.description, image_url: artUrl(s.art) });
const dungeonHit = (d: DungeonSummary): SearchHit => ({ id: d.dungeon_id, name: d.name, description: d.description, image_url: artUrl(d.art) });

/** Dungeons name their creator in words; they belong to a creator when any of the creator's names matches. */
async function dungeonsOf(db: Db, c: CreatorRow): Promise<DungeonSummary[]> {
  const names = new Set([c.name, c.page_name, c.creator_id].map((n) => n.toLowerCase()));
  return (await dungeonSummaries(db)).filter((d) => names.has(d.creator.toLowerCase()));
}

export async function creatorPage(db: Db, userId: string, pageName: string): Promise<CreatorPage> {
  const c = await creatorByPage(db, pageName);
  const series = (await listSeries(db)).filter((s) => s.creator_id === c.creator_id);
  const dungeons = await dungeonsOf(db, c);
  return {
    ...(await creatorSummary(db, c, await followedCreatorIds(db, userId))),
    bio: CREATOR_BIOS[c.creator_id] ?? DEFAULT_BIO,
    series_ids: series.map((s) => s.series_id),
    dungeon_ids: dungeons.map((d) => d.dungeon_id),
    series: series.map(seriesHit),
    dungeons: dungeons.map(dungeonHit),
    sagas: series.map(sagaHit),
  };
}

const MAX_HITS = 20;

export async function search(db: Db, userId: string, q: string): Promise<SearchResults> {
  const needle = q.toLocaleLowerCase('en');
  const hit = (...texts: string[]): boolean => texts.some((t) => t.toLocaleLowerCase('en').includes(needle));
  const series = (await listSeries(db)).filter((s) => hit(s.name, s.description));
  return {
    series: series.slice(0, MAX_HITS).map(seriesHit),
    dungeons: (await dungeonSummaries(db))
      .filter((d) => hit(d.name, d.description))
      .slice(0, MAX_HITS)
      .map(dungeonHit),
    sagas: series.slice(0, MAX_HITS).map(sagaHit),
    creators: (await creatorList(db, userId))
      .filter((c) => hit(c.name, c.page_name, CREATOR_BIOS[c.creator_id] ?? ''))
      .slice(0, MAX_HITS),
  };
}

/**
 * GET /following/feed/: what the followed creators made, newest first; is_new marks what was released or
 * changed after the player followed them.
 */
export async function followingFeed(db: Db, userId: string): Promise<FollowingFeed> {
  const follows = await followsOf(db, userId);
  const items: FollowingItem[] = (await Promise.all((await listCreators(db))
    .filter((c) => follows.has(c.creator_id))
    .map(async (c) => {
      const since = follows.get(c.creator_id)!;
      const by = { creator_page_name: c.page_name, creator_name: c.name };
      const isNew = (updatedAt: string): boolean => Date.parse(updatedAt) > since;
      const series = (await listSeries(db)).filter((s) => s.creator_id === c.creator_id);
      return [
        ...series.map((s) => ({ kind: 'series' as const, ...seriesHit(s), ...by, updated_at: s.updated_at, is_new: isNew(s.updated_at) })),
        ...series.map((s) => ({ kind: 'saga' as const, ...sagaHit(s), ...by, updated_at: s.updated_at, is_new: isNew(s.updated_at) })),
        ...(await dungeonsOf(db, c)).map((d) => ({ kind: 'dungeon' as const, ...dungeonHit(d), ...by, updated_at: d.updated_at, is_new: isNew(d.updated_at) })),
      ];
    }))).flat();
  return { items: items.sort((a, b) => b.updated_at.localeCompare(a.updated_at)) };
}

export async function followCreator(db: Db, userId: string, pageName: string, now: number): Promise<CreatorSummary> {
  const creator = await creatorByPage(db, pageName);
  await follow(db, userId, creator.creator_id, now);
  return creatorSummary(db, creator, await followedCreatorIds(db, userId));
}

export async function unfollowCreator(db: Db, userId: string, pageName: string): Promise<CreatorSummary> {
  const creator = await creatorByPage(db, pageName);
  await unfollow(db, userId, creator.creator_id);
  return creatorSummary(db, creator, await followedCreatorIds(db, userId));
}
