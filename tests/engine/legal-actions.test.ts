/**
 * Every deed open in a room, typed plainly, is read as the deed it is: at every turn of every Timeline's winning
 * and first-time playthroughs, each legal action (server/engine/dungeon/legal-actions.ts) is played and the deed
 * the engine takes is compared with its meaning. The same menu is what an interpreter of free text chooses from.
 */
import { describe, expect, it } from 'vitest';
import { chainGoldenHorn } from '../../server/content/dungeons/chain-golden-horn';
import { libraryBurnedTwice } from '../../server/content/dungeons/library-burned-twice';
import { nightMarketSamarkand } from '../../server/content/dungeons/night-market-samarkand';
import { tulipHaarlem } from '../../server/content/dungeons/tulip-haarlem';
import { cloakLawRock } from '../../server/content/dungeons/cloak-law-rock';
import type { DungeonSeed } from '../../server/content/dungeon-types';
import { legalActions } from '../../server/engine/dungeon/legal-actions';
import { deedOf, matches } from './corpus/deed';
import { CONSTANTINOPLE_FIRST_TIME, HAARLEM_FIRST_TIME, LIBRARY_FIRST_TIME, SAMARKAND_FIRST_TIME, THINGVELLIR_FIRST_TIME } from './first-time-scripts';
import { play, type Step } from './helpers';
import { CONSTANTINOPLE_SCRIPT, HAARLEM_SCRIPT, LIBRARY_SCRIPT, SAMARKAND_SCRIPT, THINGVELLIR_SCRIPT } from './scripts';

const RUNS: [DungeonSeed, Step[], Step[]][] = [
  [libraryBurnedTwice, LIBRARY_SCRIPT, LIBRARY_FIRST_TIME],
  [nightMarketSamarkand, SAMARKAND_SCRIPT, SAMARKAND_FIRST_TIME],
  [chainGoldenHorn, CONSTANTINOPLE_SCRIPT, CONSTANTINOPLE_FIRST_TIME],
  [tulipHaarlem, HAARLEM_SCRIPT, HAARLEM_FIRST_TIME],
  [cloakLawRock, THINGVELLIR_SCRIPT, THINGVELLIR_FIRST_TIME],
];

describe.each(RUNS)('the legal actions of $dungeon_id', (t, winning, firstTime) => {
  it('are each read as the deed they are, at every turn of its playthroughs', () => {
    const wrong = new Set<string>();
    let tried = 0;
    for (const script of [winning, firstTime]) {
      for (const r of play(t, 1, script).results) {
        if (r.state.status !== 'active') continue;
        for (const a of legalActions(t, r.state)) {
          tried++;
          const got = deedOf(t, r.state, a.command);
          if (!matches(a.meaning, got)) wrong.add(`${r.state.world.room}: "${a.command}" → ${got}, is ${a.meaning}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect([...wrong]).toEqual([]);
  });
});
