/** Shared helpers of the engine tests: a fixed clock and a script runner that retries failed steps. */
import type { DungeonEvent } from '../../src/contract/dungeon';
import type { DungeonSeed } from '../../server/content/dungeon-types';
import { act, startCrawl, type CrawlState, type EngineResult } from '../../server/engine/dungeon';

export const NOW = '2026-05-29T04:00:00.000Z';

/** One scripted input, repeated until `done` holds (failed checks get easier on each retry). */
export interface Step {
  input: string;
  done?: (s: CrawlState) => boolean;
}

export const inRoom = (room: string) => (s: CrawlState) => s.world.room === room;
export const holding = (item: string) => (s: CrawlState) => (s.world.inventory[item] ?? 0) > 0;
export const revealed = (item: string) => (s: CrawlState) => s.world.revealed.includes(item);
export const defeated = (foe: string) => (s: CrawlState) => s.world.defeated.includes(foe);
export const freed = (who: string) => (s: CrawlState) => s.world.freed.includes(who);

export interface Playthrough {
  state: CrawlState;
  events: DungeonEvent[];
  completed: string[];
  results: EngineResult[];
}

export function play(t: DungeonSeed, seed: number, steps: (Step | string)[], maxTries = 8): Playthrough {
  let r = startCrawl(t, { seed, artifacts: [], now: NOW });
  const events = [...r.events];
  const completed = [...r.missionsCompleted];
  const results = [r];
  for (const raw of steps) {
    const step = typeof raw === 'string' ? { input: raw } : raw;
    for (let i = 0; i < maxTries; i++) {
      if (r.state.status !== 'active') throw new Error(`Crawl ${r.state.status} before "${step.input}"`);
      r = act(t, r.state, step.input, { now: NOW });
      events.push(...r.events);
      completed.push(...r.missionsCompleted);
      results.push(r);
      if (!step.done || step.done(r.state)) break;
      if (i === maxTries - 1) throw new Error(`"${step.input}" never succeeded`);
    }
  }
  return { state: r.state, events, completed, results };
}

export function ofType<T extends DungeonEvent['type']>(events: DungeonEvent[], type: T): Extract<DungeonEvent, { type: T }>[] {
  return events.filter((e): e is Extract<DungeonEvent, { type: T }> => e.type === type);
}
