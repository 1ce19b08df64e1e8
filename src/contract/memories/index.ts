/** Memories (series on the wire): their adventures, chapters and what surrounds reading them. */
import { adventureApi } from './adventure';
import { seriesApi } from './series';

export * from './adventure';
export * from './series';

export const memoriesApi = {
  ...seriesApi,
  ...adventureApi,
} as const;
