import { useEffect, useRef, useState } from 'react';
import type { Resource } from '../../worker/types';
import { sync } from '../worker-client';
import { useLive } from './useLive';
import { useOnline } from './useOnline';

export interface EnsureState {
  /** The last ensure of this resource has answered. */
  settled: boolean;
  /** Its failure message, if it failed. */
  error: string | null;
  /** It failed because the server has no such thing (404, e.g. a Timeline never entered): `error` is its answer. */
  missing?: boolean;
}

/**
 * Asks the worker to bring a resource into the local database (it fetches only when missing or stale)
 * and asks again when the network comes back. The data itself arrives through live queries.
 */
export function useEnsure(resource: Resource | null): EnsureState {
  const key = resource ? JSON.stringify(resource) : null;
  const online = useOnline();
  const [state, setState] = useState<{ key: string | null; error: string | null; missing?: boolean }>({ key: null, error: null });

  useEffect(() => {
    if (!key) return;
    let current = true;
    sync.ensure(JSON.parse(key) as Resource).then(
      (r) => current && setState({ key, error: r.ok ? null : r.message, missing: !r.ok && r.status === 404 }),
      (e: unknown) => current && setState({ key, error: e instanceof Error ? e.message : 'Something went wrong' }),
    );
    return () => {
      current = false;
    };
  }, [key, online]);

  return { settled: state.key === key, error: state.key === key ? state.error : null, missing: state.key === key && state.missing === true };
}

/**
 * A live query of what `resource` brings, with its ensure. The worker's ensure answers once its write has
 * committed, and the page's live query sees that write a moment later (the change crosses from the worker,
 * then the query reads again): in between, the answer is still null though the ensure has settled, and a
 * page would show "not found" for that moment. So while the live answer is null after the ensure settled,
 * `settled` waits for a direct read of the same query to agree that nothing is there.
 */
export function useEnsured<T>(resource: Resource | null, query: () => Promise<T | null>, deps: unknown[]): { value: T | null | undefined; ensure: EnsureState } {
  const value = useLive(query, deps);
  const ensure = useEnsure(resource);
  const key = resource ? JSON.stringify(resource) : null;
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const read = useRef(query);
  useEffect(() => {
    read.current = query;
  });
  const waiting = ensure.settled && value === null && confirmed !== key;

  useEffect(() => {
    if (!waiting) return;
    let current = true;
    // A row found means the live query is about to see it: keep waiting for that.
    void read.current().then((again) => current && again === null && setConfirmed(key));
    return () => {
      current = false;
    };
  }, [waiting, key]);

  return { value, ensure: waiting ? { settled: false, error: null } : ensure };
}
