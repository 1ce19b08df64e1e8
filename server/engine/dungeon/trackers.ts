/**
 * Tracker bounds and danger. The health maximum grows with artifact health bonuses. A tracker that ends
 * the crawl at zero is in danger when the room drains it to zero within DRAIN_DANGER actions, or, for
 * one no room is draining, at DANGER_VALUE or below (one more wound may end it): the footer warns then.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import { artifactEffects } from './artifacts';
import type { CrawlState } from './state';
import { roomOf } from './world';

export const DRAIN_DANGER = 3;
export const DANGER_VALUE = 3;

export function trackerMax(t: DungeonSeed, s: CrawlState, key: string): number {
  const seed = t.trackers.find((tr) => tr.key === key);
  return (seed?.max ?? 0) + (key === 'health' ? artifactEffects(s.artifacts).health : 0);
}

export interface TrackerDanger {
  danger: boolean;
  /** Actions left in this room before the drain empties it; null when this room does not drain it. */
  turnsLeft: number | null;
}

export function trackerDanger(t: DungeonSeed, s: CrawlState, key: string): TrackerDanger {
  const seed = t.trackers.find((tr) => tr.key === key);
  const value = s.world.trackers[key] ?? seed?.start ?? 0;
  if (!seed?.fatalAtZero || s.status !== 'active') return { danger: false, turnsLeft: null };
  const drain = roomOf(t, s.world.room).drain;
  if (drain?.tracker === key) {
    const turnsLeft = Math.ceil(value / drain.amount);
    return { danger: turnsLeft <= DRAIN_DANGER, turnsLeft };
  }
  return { danger: value <= DANGER_VALUE, turnsLeft: null };
}

/** Said after a drain that brought a fatal tracker near zero: how many actions the room still allows. */
export function drainWarning(t: DungeonSeed, s: CrawlState): string | null {
  const drain = roomOf(t, s.world.room).drain;
  const seed = drain && t.trackers.find((tr) => tr.key === drain.tracker);
  if (!drain || !seed) return null;
  const { danger, turnsLeft } = trackerDanger(t, s, seed.key);
  if (!danger || turnsLeft === null) return null;
  const more = turnsLeft === 1 ? 'One more action' : `${turnsLeft === 2 ? 'Two' : 'Three'} more actions`;
  return `${seed.name} ${s.world.trackers[seed.key]} of ${seed.max}. ${more} in this room and it gives out: leave while you can, Historian.`;
}
