import type { Result } from '../types';

/** Both parts pulled (each its own transaction); the first failure is the answer. */
export async function both(a: Promise<Result>, b: Promise<Result>): Promise<Result> {
  const [x, y] = await Promise.all([a, b]);
  return x.ok ? y : x;
}
