/** The series domain's calls (Memories; `series` on the wire): their adventures, chapters and what surrounds reading them. */
import { adventureApi } from './adventure';
import { seriesApi } from './series';

export * from './adventure';
export * from './series';

/** The series domain's calls: a series' own and its adventures'. */
export const seriesDomainApi = {
  ...seriesApi,
  ...adventureApi,
} as const;
