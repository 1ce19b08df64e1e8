/**
 * How often a careful player survives a Timeline without a resurrection: a script played at many seeds,
 * each step retried until it takes (retries get easier), a restorative drunk when health runs low.
 * Used by balance.test.ts (the thresholds) and scripts/balance.ts (the table in the report).
 */
import type { DungeonSeed } from '../../server/content/dungeon-types';
import { act, type CrawlState, startCrawl } from '../../server/engine/dungeon';
import { heldKeys, itemOf } from '../../server/engine/dungeon/world';
import { NOW, type Step } from './helpers';

/** A careful player drinks or eats what heals at this much health or below. */
const LOW_HEALTH = 4;
const MAX_TRIES = 10;

export type Outcome = 'victory' | 'deadly_failure' | 'action_counter_zero' | 'stuck';

function healer(t: DungeonSeed, s: CrawlState): string | undefined {
  return heldKeys(s.world).find((k) => itemOf(t, k).restores?.tracker === 'health');
}

export function playCarefully(t: DungeonSeed, seed: number, steps: Step[]): { outcome: Outcome; state: CrawlState } {
  let s = startCrawl(t, { seed, artifacts: [], now: NOW }).state;
  for (const step of steps) {
    let done = false;
    for (let i = 0; i < MAX_TRIES && s.status === 'active'; i++) {
      const heal = healer(t, s);
      if (heal && (s.world.trackers.health ?? 99) <= LOW_HEALTH) s = act(t, s, `drink the ${itemOf(t, heal).name}`, { now: NOW }).state;
      if (s.status !== 'active') break;
      s = act(t, s, step.input, { now: NOW }).state;
      if (!step.done || step.done(s)) {
        done = true;
        break;
      }
    }
    if (s.status !== 'active') break;
    if (!done) return { outcome: 'stuck', state: s };
  }
  return { outcome: s.status === 'victory' ? 'victory' : (s.gameOver ?? 'stuck'), state: s };
}

export interface Survival {
  runs: number;
  victory: number;
  deadly_failure: number;
  action_counter_zero: number;
  stuck: number;
  /** Mean actions spent by the winners. */
  meanActions: number;
}

export function survival(t: DungeonSeed, steps: Step[], seeds: number): Survival {
  const out: Survival = { runs: seeds, victory: 0, deadly_failure: 0, action_counter_zero: 0, stuck: 0, meanActions: 0 };
  let actions = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const { outcome, state } = playCarefully(t, seed, steps);
    out[outcome]++;
    if (outcome === 'victory') actions += state.actionsSpent;
  }
  out.meanActions = out.victory ? actions / out.victory : 0;
  return out;
}
