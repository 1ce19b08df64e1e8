/** Creator pages, following, and search over series, dungeons and creators. */
import type { CreatorPage, CreatorSummary, SearchResults } from '../../src/contract';
import { artUrl } from '../art/urls';
import { CREATOR_BIOS, DEFAULT_BIO } from '../content/account/creator-bios';
import { fail } from '../http/errors';
import { follow, followedCreatorIds, followerCount, unfollow } from '../store/account/social';
import { type CreatorRow, findCreatorByPage, listCreators, listSeries } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { dungeonSummaries } from './dungeon-side';

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

export function creatorPage(db: Db, userId: string, pageName: string): CreatorPage {
  const c = creatorByPage(db, pageName);
  // Dungeons name their creator in words; match on any of the creator's names.
  const names = new Set([c.name, c.page_name, c.creator_id].map((n) => n.toLowerCase()));
  return {
    ...creatorSummary(db, c, followedCreatorIds(db, userId)),
    bio: CREATOR_BIOS[c.creator_id] ?? DEFAULT_BIO,
    series_ids: listSeries(db).filter((s) => s.creator_id === c.creator_id).map((s) => s.series_id),
    dungeon_ids: dungeonSummaries(db).filter((d) => names.has(d.creator.toLowerCase())).map((d) => d.dungeon_id),
  };
}

const MAX_HITS = 20;

export function search(db: Db, userId: string, q: string): SearchResults {
  const needle = q.toLocaleLowerCase('en');
  const hit = (...texts: string[]): boolean => texts.some((t) => t.toLocaleLowerCase('en').includes(needle));
  return {
    series: listSeries(db)
      .filter((s) => hit(s.name, s.description))
      .slice(0, MAX_HITS)
      .map((s) => ({ id: s.series_id, name: s.name, description: s.description, image_url: artUrl(s.art) })),
    dungeons: dungeonSummaries(db)
      .filter((d) => hit(d.name, d.description))
      .slice(0, MAX_HITS)
      .map((d) => ({ id: d.dungeon_id, name: d.name, description: d.description, image_url: artUrl(d.art) })),
    creators: creatorList(db, userId)
      .filter((c) => hit(c.name, c.page_name, CREATOR_BIOS[c.creator_id] ?? ''))
      .slice(0, MAX_HITS),
  };
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
