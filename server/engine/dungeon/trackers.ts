/** Tracker bounds: the health maximum grows with artifact health bonuses. */
import type { DungeonSeed } from '../../content/dungeon-types';
import { artifactEffects } from './artifacts';
import type { CrawlState } from './state';

export function trackerMax(t: DungeonSeed, s: CrawlState, key: string): number {
  const seed = t.trackers.find((tr) => tr.key === key);
  return (seed?.max ?? 0) + (key === 'health' ? artifactEffects(s.artifacts).health : 0);
}
