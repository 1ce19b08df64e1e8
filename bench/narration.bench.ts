/**
 * Narration render cost: `node --import tsx bench/narration.bench.ts`.
 * Times a ~100-word, two-paragraph text (cold engine load, then warm runs) and reports size.
 */
import { synthesize, OUTPUT_KBPS } from '../server/narration/synthesize';
import { isMain } from './support/main';

export const PARAGRAPH = `The lantern guttered as Mira pushed open the door of the old mill. Dust hung in the air like a held breath, and somewhere above her the great wheel groaned against its chains. She had come for the ledger her grandfather had hidden, the one the river wardens swore did not exist.

"Who's there?" a voice called from the loft. Mira froze, her hand on the cold iron latch. Nobody had lived here for twenty years, yet the stairs were swept and a kettle steamed on the stove. She counted three heartbeats, then answered with the only name she trusted.`;

/** The first call (the engine's load) and `runs` warm renders of `text` (sorted), with the last one's size. */
export async function measure({ text = PARAGRAPH, runs = 5 } = {}): Promise<{ coldMs: number; times: number[]; bytes: number }> {
  let started = performance.now();
  await synthesize('Warming up.');
  const coldMs = performance.now() - started;
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    bytes = (await synthesize(text)).length;
    times.push(performance.now() - started);
  }
  return { coldMs, times: times.sort((a, b) => a - b), bytes };
}

if (isMain(import.meta.url)) {
  const { coldMs, times, bytes } = await measure();
  console.log(`engine load + first call: ${coldMs.toFixed(0)} ms`);
  console.log(`${PARAGRAPH.split(/\s+/).length} words, ${times.length} runs: median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, min ${times[0]?.toFixed(0)} ms`);
  console.log(`output: ${bytes} bytes, ~${((bytes * 8) / (OUTPUT_KBPS * 1000)).toFixed(1)} s of audio at ${OUTPUT_KBPS} kbps`);
}
