import { liveQuery, type Subscription } from 'dexie';
import { startTransition, useEffect, useReducer, useState } from 'react';

/**
 * The one wrapper of live queries: re-renders whenever the rows it read change and unsubscribes on
 * unmount. undefined means "not read yet"; the queries of src/db/queries.ts answer null for "absent".
 * A new deps' query shows the last answer until its own comes (as dexie-react-hooks' useLiveQuery).
 *
 * Each answer re-renders in a transition, as useSharedLive's: a screen's dozen queries answer one by one
 * from the database's callbacks, and each was a render and a commit of its own in one task; React renders
 * transitions in slices and takes the answers that came meanwhile into the same render.
 */
export function useLive<T>(query: () => Promise<T>, deps: unknown[]): T | undefined {
  const [answer, setAnswer] = useState<{ value: T | undefined; error: unknown }>({ value: undefined, error: null });
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => startTransition(() => setAnswer((a) => (a.error === null && a.value === value ? a : { value, error: null }))),
      error: (error: unknown) => startTransition(() => setAnswer((a) => ({ ...a, error }))),
    });
    return () => subscription.unsubscribe();
    // The caller's deps name the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  // A failed query throws to the nearest error boundary.
  if (answer.error !== null) throw answer.error;
  return answer.value;
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
 *
 * A new answer re-renders its readers in a transition, which React renders in slices: the player read
 * at start-up re-renders the whole app under the route guard, and as a store update
 * (useSyncExternalStore) that was one long synchronous render inside the database's callback.
 */
export function useSharedLive<T>(key: string, query: () => Promise<T>): T | undefined {
  let entry = shared.get(key);
  if (!entry) shared.set(key, (entry = { value: undefined, has: false, listeners: new Set(), subscription: null, stop: undefined }));
  const e = entry;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const value = e.has ? (e.value as T) : undefined;

  useEffect(() => {
    const listener = () => startTransition(rerender);
    e.listeners.add(listener);
    window.clearTimeout(e.stop);
    e.subscription ??= liveQuery(query).subscribe({
      next: (answer) => {
        e.value = answer;
        e.has = true;
        for (const l of e.listeners) l();
      },
      error: (err: unknown) => console.error(`[live] ${key}`, err),
    });
    // An answer that came between the render this effect follows and the effect.
    if ((e.has ? e.value : undefined) !== value) listener();
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
    // The key names the query: a new function for the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [e, key]);

  return value;
}
