import { type Remote, wrap } from 'comlink';
import workerUrl from 'virtual:sync-worker';
import type { SyncApi } from '../worker';

let remote: Remote<SyncApi> | undefined;

/**
 * The one handle on the sync worker. Every network call and every database write goes through it. The
 * worker starts on first use (main.tsx starts it at boot), so a module that only reads — a feature's
 * reads.ts in a node test — can import this without a Worker.
 */
export const sync: Remote<SyncApi> = new Proxy({} as Remote<SyncApi>, {
  get(_target, method) {
    remote ??= wrap<SyncApi>(new Worker(workerUrl, { type: 'module', name: 'sync' }));
    return remote[method as keyof Remote<SyncApi>];
  },
});
