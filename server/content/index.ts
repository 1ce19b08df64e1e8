/** The seeded world. New memories are appended here; the store seeds them at start, by id. */
import { glassblowersOath } from './memories/glassblowers-oath';
import type { MemorySeed } from './types';

export { creators } from './creators';

export const memories: MemorySeed[] = [glassblowersOath];
