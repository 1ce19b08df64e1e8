/**
 * Dungeon engine cost per turn: `node --import tsx bench/engine.bench.ts`. Not part of the tests.
 * Plays every seeded dungeon with a rotation of ordinary inputs (starting over at game over or
 * victory) and reports the time per turn and the size of the state the server stores per crawl.
 */
import { DUNGEONS } from '../server/content/dungeons';
import { act, startCrawl } from '../server/engine/dungeon';

const TURNS = 2_000;
const INPUTS = ['look around', 'search the room', 'examine the walls', 'go north', 'take the lantern', 'talk to the keeper', 'go back', 'go east'];
const now = '2026-01-01T00:00:00.000Z';

for (const t of DUNGEONS) {
  let r = startCrawl(t, { seed: 7, artifacts: [], now });
  const times: number[] = [];
  let maxState = 0;
  for (let i = 0; i < TURNS; i++) {
    if (r.status !== 'active') r = startCrawl(t, { seed: 7 + i, artifacts: [], now });
    const started = performance.now();
    r = act(t, r.state, INPUTS[i % INPUTS.length]!, { now });
    times.push(performance.now() - started);
    if (i % 100 === 0) maxState = Math.max(maxState, JSON.stringify(r.state).length);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.floor((times.length - 1) * p)]!.toFixed(3);
  console.log(`${t.name}: ${TURNS} turns, median ${pct(0.5)} ms, p99 ${pct(0.99)} ms, state up to ${(maxState / 1024).toFixed(1)} KiB`);
}
