import { wrap } from 'comlink';
import type { SyncApi } from '../worker';

/** The one handle on the sync worker. Every network call and every database write goes through it. */
export const sync = wrap<SyncApi>(new Worker(new URL('../worker/index.ts', import.meta.url), { type: 'module' }));
