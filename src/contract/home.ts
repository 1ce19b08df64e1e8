import * as z from 'zod/mini';
import { Id, IsoDate } from './common';
import { Progress } from './enums';
import { endpoint } from './endpoint';

/**
 * A home item (GET /homepage/featured/ and /homepage/recents/). The spec names only the ids;
 * exactly one of dungeon_id, story_id, series_id is set, and `kind` says which.
 * The rest is what the Sanctum's cards need to draw without another fetch.
 */
export const HomeItem = z.object({
  kind: z.enum(['series', 'dungeon', 'story']),
  series_id: z.nullable(Id),
  dungeon_id: z.nullable(Id),
  story_id: z.nullable(Id),
  name: z.string(),
  image_url: z.string(),
  description: z.string(),
  is_premium: z.boolean(),
  can_access: z.boolean(),
  progress: Progress,
  updated_at: IsoDate,
});
export type HomeItem = z.infer<typeof HomeItem>;

export const HomeList = z.object({ items: z.array(HomeItem) });
export type HomeList = z.infer<typeof HomeList>;

export const homeApi = {
  featured: endpoint({ method: 'GET', path: '/homepage/featured/', response: HomeList }),
  recents: endpoint({ method: 'GET', path: '/homepage/recents/', response: HomeList }),
} as const;
