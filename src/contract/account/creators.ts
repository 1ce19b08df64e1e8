import * as z from 'zod/mini';
import { Id, Url } from '../common';
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

export const CreatorPage = z.extend(CreatorSummary, {
  bio: z.string(),
  series_ids: z.array(Id),
  dungeon_ids: z.array(Id),
});
export type CreatorPage = z.infer<typeof CreatorPage>;

export const SearchQuery = z.object({ q: z.string().check(z.trim(), z.minLength(1, 'Type something to search for'), z.maxLength(100)) });
export const SearchHit = z.object({ id: Id, name: z.string(), description: z.string(), image_url: Url });
/** GET /search/?q= — case-insensitive substring match over names and descriptions. */
export const SearchResults = z.object({
  series: z.array(SearchHit),
  dungeons: z.array(SearchHit),
  creators: z.array(CreatorSummary),
});
export type SearchResults = z.infer<typeof SearchResults>;

const NoBody = z.optional(z.strictObject({}));

export const creatorApi = {
  creators: endpoint({ method: 'GET', path: '/creators/', response: z.array(CreatorSummary) }),
  creatorPage: endpoint({ method: 'GET', path: '/creators/:name/', response: CreatorPage }),
  follow: endpoint({ method: 'POST', path: '/creators/:name/follow/', body: NoBody, response: CreatorSummary }),
  unfollow: endpoint({ method: 'POST', path: '/creators/:name/unfollow/', body: NoBody, response: CreatorSummary }),
  following: endpoint({ method: 'GET', path: '/following/', response: z.array(CreatorSummary) }),
  search: endpoint({ method: 'GET', path: '/search/', query: SearchQuery, response: SearchResults }),
} as const;
