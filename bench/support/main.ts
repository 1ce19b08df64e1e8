import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Whether the module at `url` is the process's entry (`node --import tsx bench/x.bench.ts`), not imported
 * by a smoke test (tests/bench/), which calls its measure at a small size instead.
 */
export const isMain = (url: string): boolean => process.argv[1] !== undefined && url === pathToFileURL(resolve(process.argv[1])).href;
