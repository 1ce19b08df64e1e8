/** Every seeded dungeon (a Timeline to players), by dungeon_id. */
import type { DungeonSeed } from '../dungeon-types';
import { chainGoldenHorn } from './chain-golden-horn';
import { libraryBurnedTwice } from './library-burned-twice';
import { nightMarketSamarkand } from './night-market-samarkand';

export const DUNGEONS: DungeonSeed[] = [libraryBurnedTwice, nightMarketSamarkand, chainGoldenHorn];

export function dungeonSeedById(id: string): DungeonSeed | undefined {
  return DUNGEONS.find((t) => t.dungeon_id === id);
}
