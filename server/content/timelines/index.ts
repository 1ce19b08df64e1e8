/** Every seeded Timeline, by dungeon_id. */
import type { TimelineSeed } from '../timeline-types';
import { chainGoldenHorn } from './chain-golden-horn';
import { libraryBurnedTwice } from './library-burned-twice';
import { nightMarketSamarkand } from './night-market-samarkand';

export const TIMELINES: TimelineSeed[] = [libraryBurnedTwice, nightMarketSamarkand, chainGoldenHorn];

export function timelineById(id: string): TimelineSeed | undefined {
  return TIMELINES.find((t) => t.dungeon_id === id);
}
