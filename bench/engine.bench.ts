/**
 * Dungeon engine cost per turn: `node --import tsx bench/engine.bench.ts`.
 * Plays every seeded dungeon with a rotation of ordinary inputs (starting over at game over or
 * victory) and reports the time per turn and the size of the state the server stores per crawl.
 */
import { DUNGEONS } from '../server/content/dungeons';
import { act, startCrawl } from '../server/engine/dungeon';
import { isMain } from './support/main';

const INPUTS = ['look around', 'search the room', 'examine the walls', 'go north', 'take the lantern', 'talk to the keeper', 'go back', 'go east'];
const now = '2026-01-01T00:00:00.000Z';

/** Per dungeon: each turn's time (sorted) and the largest state seen, in bytes of JSON. */
export function measure({ turns = 2_000 } = {}): { name: string; times: number[]; maxState: number }[] {
  return DUNGEONS.map((t) => {
    let r = startCrawl(t, { seed: 7, artifacts: [], now });
    const times: number[] = [];
    let maxState = 0;
    for (let i = 0; i < turns; i++) {
      if (r.status !== 'active') r = startCrawl(t, { seed: 7 + i, artifacts: [], now });
      const started = performance.now();
      r = act(t, r.state, INPUTS[i % INPUTS.length]!, { now });
      times.push(performance.now() - started);
      if (i % 100 === 0) maxState = Math.max(maxState, JSON.stringify(r.state).length);
    }
    return { name: t.name, times: times.sort((a, b) => a - b), maxState };
  });
}

if (isMain(import.meta.url)) {
  for (const { name, times, maxState } of measure()) {
    const pct = (p: number) => times[Math.floor((times.length - 1) * p)]!.toFixed(3);
    console.log(`${name}: ${times.length} turns, median ${pct(0.5)} ms, p99 ${pct(0.99)} ms, state up to ${(maxState / 1024).toFixed(1)} KiB`);
  }
}
