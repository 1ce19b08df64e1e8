/**
 * Narration render cost: `node --import tsx bench/narration.bench.ts`. Not part of the tests.
 * Times a ~100-word, two-paragraph text (cold engine load, then warm runs) and reports size.
 */
import { synthesize, OUTPUT_KBPS } from '../server/narration/synthesize';

const PARAGRAPH = `The lantern guttered as Mira pushed open the door of the old mill. Dust hung in the air like a held breath, and somewhere above her the great wheel groaned against its chains. She had come for the ledger her grandfather had hidden, the one the river wardens swore did not exist.

"Who's there?" a voice called from the loft. Mira froze, her hand on the cold iron latch. Nobody had lived here for twenty years, yet the stairs were swept and a kettle steamed on the stove. She counted three heartbeats, then answered with the only name she trusted.`;

const words = PARAGRAPH.split(/\s+/).length;
const RUNS = 5;

let started = performance.now();
await synthesize('Warming up.');
const coldMs = performance.now() - started;

const times: number[] = [];
let bytes = 0;
for (let i = 0; i < RUNS; i++) {
  started = performance.now();
  bytes = (await synthesize(PARAGRAPH)).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const seconds = (bytes * 8) / (OUTPUT_KBPS * 1000);

console.log(`engine load + first call: ${coldMs.toFixed(0)} ms`);
console.log(`${words} words, ${RUNS} runs: median ${times[Math.floor(RUNS / 2)]?.toFixed(0)} ms, min ${times[0]?.toFixed(0)} ms`);
console.log(`output: ${bytes} bytes, ~${seconds.toFixed(1)} s of audio at ${OUTPUT_KBPS} kbps`);
