import { liveQuery, type Subscription } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The one wrapper of live queries: re-renders whenever the rows it read change and unsubscribes on
 * unmount. undefined means "not read yet"; the queries of src/db/queries.ts answer null for "absent".
 */
export function useLive<T>(query: () => Promise<T>, deps: unknown[]): T | undefined {
  return useLiveQuery(query, deps);
}

interface Shared {
  value: unknown;
  has: boolean;
  listeners: Set<() => void>;
  subscription: Subscription | null;
  stop: number | undefined;
}
const shared = new Map<string, Shared>();
/** How long a shared query outlives its last reader: rows scrolling out and back in do not read again. */
const LINGER_MS = 5000;

/**
 * One live query shared by every component that asks for the same `key` (the player, the blocked list):
 * a list of a hundred comments reads the player once, not once per row, and a row scrolled into view
 * renders at once from what is already read. `query` must answer the same thing for the same key.
 */
export function useSharedLive<T>(key: string, query: () => Promise<T>): T | undefined {
  let entry = shared.get(key);
  if (!entry) shared.set(key, (entry = { value: undefined, has: false, listeners: new Set(), subscription: null, stop: undefined }));
  const e = entry;
  const subscribe = useCallback(
    (listener: () => void) => {
      e.listeners.add(listener);
      window.clearTimeout(e.stop);
      e.subscription ??= liveQuery(query).subscribe({
        next: (value) => {
          e.value = value;
          e.has = true;
          for (const l of e.listeners) l();
        },
        error: (err: unknown) => console.error(`[live] ${key}`, err),
      });
      return () => {
        e.listeners.delete(listener);
        if (e.listeners.size > 0) return;
        e.stop = window.setTimeout(() => {
          if (e.listeners.size > 0) return;
          e.subscription?.unsubscribe();
          e.subscription = null;
          e.has = false;
          e.value = undefined;
        }, LINGER_MS);
      };
    },
    // The key names the query: a new function for the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [e, key],
  );
  return useSyncExternalStore(subscribe, () => (e.has ? (e.value as T) : undefined));
}
