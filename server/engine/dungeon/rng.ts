/**
 * mulberry32: a 32-bit seeded PRNG whose whole position is one integer, so the crawl state can carry
 * it as JSON and every roll is reproducible from the seed and the inputs.
 */
export function nextRandom(position: number): { value: number; position: number } {
  const next = (position + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { value, position: next };
}

/** A seed of any size becomes the first position; 0 is fine for mulberry32. */
export function seedPosition(seed: number): number {
  return Math.trunc(seed) | 0;
}

/** A fair d20 from the state's position; returns the new position with the roll. */
export function rollD20(position: number): { roll: number; position: number } {
  const r = nextRandom(position);
  return { roll: 1 + Math.floor(r.value * 20), position: r.position };
}
