/** Every seeded dungeon (a Timeline to players), by dungeon_id. */
import type { DungeonSeed } from '../dungeon-types';
import { chainGoldenHorn } from './chain-golden-horn';
import { cloakLawRock } from './cloak-law-rock';
import { libraryBurnedTwice } from './library-burned-twice';
import { nightMarketSamarkand } from './night-market-samarkand';
import { tulipHaarlem } from './tulip-haarlem';

export const DUNGEONS: DungeonSeed[] = [libraryBurnedTwice, nightMarketSamarkand, chainGoldenHorn, tulipHaarlem, cloakLawRock];

export function dungeonSeedById(id: string): DungeonSeed | undefined {
  return DUNGEONS.find((t) => t.dungeon_id === id);
}
