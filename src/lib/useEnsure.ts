import { useEffect, useState } from 'react';
import type { Resource } from '../../worker/types';
import { sync } from '../worker-client';
import { useOnline } from './useOnline';

export interface EnsureState {
  /** The last ensure of this resource has answered. */
  settled: boolean;
  /** Its failure message, if it failed. */
  error: string | null;
}

/**
 * Asks the worker to bring a resource into the local database (it fetches only when missing or stale)
 * and asks again when the network comes back. The data itself arrives through live queries.
 */
export function useEnsure(resource: Resource | null): EnsureState {
  const key = resource ? JSON.stringify(resource) : null;
  const online = useOnline();
  const [state, setState] = useState<{ key: string | null; error: string | null }>({ key: null, error: null });

  useEffect(() => {
    if (!key) return;
    let current = true;
    sync.ensure(JSON.parse(key) as Resource).then(
      (r) => current && setState({ key, error: r.ok ? null : r.message }),
      (e: unknown) => current && setState({ key, error: e instanceof Error ? e.message : 'Something went wrong' }),
    );
    return () => {
      current = false;
    };
  }, [key, online]);

  return { settled: state.key === key, error: state.key === key ? state.error : null };
}
