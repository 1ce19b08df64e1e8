import { useLiveQuery } from 'dexie-react-hooks';

/**
 * The one wrapper of live queries: re-renders whenever the rows it read change and unsubscribes on
 * unmount. undefined means "not read yet"; the queries of src/db/queries.ts answer null for "absent".
 */
export function useLive<T>(query: () => Promise<T>, deps: unknown[]): T | undefined {
  return useLiveQuery(query, deps);
}
