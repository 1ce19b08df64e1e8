import { describe, expect, it } from 'vitest';
import { DUNGEONS } from '../../server/content/dungeons';
import type { Step } from './helpers';
import { survival } from './balance';
import { CONSTANTINOPLE_FIRST_TIME, HAARLEM_FIRST_TIME, LIBRARY_FIRST_TIME, SAMARKAND_FIRST_TIME, THINGVELLIR_FIRST_TIME } from './first-time-scripts';
import { CONSTANTINOPLE_SCRIPT, HAARLEM_SCRIPT, LIBRARY_SCRIPT, SAMARKAND_SCRIPT, THINGVELLIR_SCRIPT } from './scripts';

// The same 30 seeds every run (the dice are seeded): a guard against content or rules making the world
// deadlier; scripts/balance.ts plays 300 of each for the record.
const SEEDS = 30;
const SCRIPTS: Record<string, { winning: Step[]; firstTime: Step[] }> = {
  'library-burned-twice': { winning: LIBRARY_SCRIPT, firstTime: LIBRARY_FIRST_TIME },
  'night-market-samarkand': { winning: SAMARKAND_SCRIPT, firstTime: SAMARKAND_FIRST_TIME },
  'chain-golden-horn': { winning: CONSTANTINOPLE_SCRIPT, firstTime: CONSTANTINOPLE_FIRST_TIME },
  'tulip-haarlem': { winning: HAARLEM_SCRIPT, firstTime: HAARLEM_FIRST_TIME },
  'cloak-law-rock': { winning: THINGVELLIR_SCRIPT, firstTime: THINGVELLIR_FIRST_TIME },
};

describe.each(DUNGEONS.map((t) => [t.dungeon_id, t] as const))('a careful Historian in %s', (id, t) => {
  const scripts = SCRIPTS[id]!;

  it(`survives a first playthrough (exploring, fighting) at ${SEEDS} seeds at least 90% of the time, never stuck`, () => {
    const r = survival(t, scripts.firstTime, SEEDS);
    expect(r.stuck).toBe(0);
    expect(r.victory / r.runs, JSON.stringify(r)).toBeGreaterThanOrEqual(0.9);
    // With room to spare: a first playthrough does not run the action counter down.
    expect(r.meanActions).toBeLessThanOrEqual(t.actions * 0.85);
  });

  it(`wins by the shortest way at ${SEEDS} seeds at least 95% of the time`, () => {
    const r = survival(t, scripts.winning, SEEDS);
    expect(r.victory / r.runs, JSON.stringify(r)).toBeGreaterThanOrEqual(0.95);
  });
});
