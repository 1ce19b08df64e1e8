/** The seeded world. New memories are appended here; the store seeds them at start, by id. */
import { elkOfUraniborg } from './memories/elk-of-uraniborg';
import { glassblowersOath } from './memories/glassblowers-oath';
import { bellOfNinefoldHollow } from './memories/the-bell-of-ninefold-hollow';
import { saltCartographer } from './memories/the-salt-cartographer';
import type { MemorySeed } from './memory-types';

export { creators } from './creators';

export const memories: MemorySeed[] = [glassblowersOath, saltCartographer, bellOfNinefoldHollow, elkOfUraniborg];
