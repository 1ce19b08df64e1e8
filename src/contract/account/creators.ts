import * as z from 'zod/mini';
import { Id, IsoDate, LIMITS, Url } from '../common';
import { endpoint } from '../endpoint';

export const CreatorSummary = z.object({
  creator_id: Id,
  name: z.string(),
  /** The {creatorName} of /creators/{creatorName} and the :name of these calls. */
  page_name: z.string(),
  avatar: Url,
  is_premium: z.boolean(),
  is_following: z.boolean(),
  follower_count: z.int().check(z.gte(0)),
});
export type CreatorSummary = z.infer<typeof CreatorSummary>;

export const SearchQuery = z.object({ q: z.string().check(z.trim(), z.minLength(1, 'Type something to search for'), z.maxLength(LIMITS.search)) });
/** A Memory (series), Timeline (dungeon) or saga as lists and search show it. */
export const SearchHit = z.object({ id: Id, name: z.string(), description: z.string(), image_url: Url });
export type SearchHit = z.infer<typeof SearchHit>;

/** GET /creators/:name/ — the creator page: who they are and what they made (Timelines, Memories, sagas). */
export const CreatorPage = z.extend(CreatorSummary, {
  bio: z.string(),
  series_ids: z.array(Id),
  dungeon_ids: z.array(Id),
  series: z.array(SearchHit),
  dungeons: z.array(SearchHit),
  sagas: z.array(SearchHit),
});
export type CreatorPage = z.infer<typeof CreatorPage>;

/** GET /search/?q= — case-insensitive substring match over names and descriptions (creators: also bios). */
export const SearchResults = z.object({
  series: z.array(SearchHit),
  dungeons: z.array(SearchHit),
  sagas: z.array(SearchHit),
  creators: z.array(CreatorSummary),
});
export type SearchResults = z.infer<typeof SearchResults>;

/**
 * One entry of GET /following/feed/: a Timeline, Memory or saga by a creator the player follows, newest
 * first. `is_new`: released (or changed) after the player followed that creator — what the following page
 * marks, and what the followed_creator_new_content notification announces.
 */
export const FollowingItem = z.object({
  kind: z.enum(['series', 'dungeon', 'saga']),
  id: Id,
  name: z.string(),
  description: z.string(),
  image_url: Url,
  creator_page_name: z.string(),
  creator_name: z.string(),
  updated_at: IsoDate,
  is_new: z.boolean(),
});
export type FollowingItem = z.infer<typeof FollowingItem>;
export const FollowingFeed = z.object({ items: z.array(FollowingItem) });
export type FollowingFeed = z.infer<typeof FollowingFeed>;

const NoBody = z.optional(z.strictObject({}));

export const creatorApi = {
  creators: endpoint({ method: 'GET', path: '/creators/', response: z.array(CreatorSummary) }),
  creatorPage: endpoint({ method: 'GET', path: '/creators/:name/', response: CreatorPage }),
  follow: endpoint({ method: 'POST', path: '/creators/:name/follow/', body: NoBody, response: CreatorSummary }),
  unfollow: endpoint({ method: 'POST', path: '/creators/:name/unfollow/', body: NoBody, response: CreatorSummary }),
  following: endpoint({ method: 'GET', path: '/following/', response: z.array(CreatorSummary) }),
  followingFeed: endpoint({ method: 'GET', path: '/following/feed/', response: FollowingFeed }),
  search: endpoint({ method: 'GET', path: '/search/', query: SearchQuery, response: SearchResults }),
} as const;
