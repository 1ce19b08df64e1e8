import { useEffect, useState } from 'react';
import type { Resource } from '../../worker/types';
import { sync } from '../worker-client';
import type { EnsureState } from './useEnsure';
import { useOnline } from './useOnline';

/**
 * Like useEnsure, but pulls the resource every time the screen opens (and when the network returns),
 * for lists that change behind the player's back (notifications) — the screen still shows what the device
 * holds until the answer lands. An unchanged list costs one 304.
 */
export function useRefresh(resource: Resource | null): EnsureState {
  const key = resource ? JSON.stringify(resource) : null;
  const online = useOnline();
  const [state, setState] = useState<{ key: string | null; error: string | null }>({ key: null, error: null });

  useEffect(() => {
    if (!key) return;
    let current = true;
    sync.refresh(JSON.parse(key) as Resource).then(
      (r) => current && setState({ key, error: r.ok ? null : r.message }),
      (e: unknown) => current && setState({ key, error: e instanceof Error ? e.message : 'Something went wrong' }),
    );
    return () => {
      current = false;
    };
  }, [key, online]);

  return { settled: state.key === key, error: state.key === key ? state.error : null };
}
