import { useCallback, useEffect, useRef, useState } from 'react';
import type { ThreadRef } from '../../db';
import { useOnline } from '../../lib/useOnline';
import { sync } from '../../worker-client';

/**
 * The next older page of a thread, asked for as the reader nears the end of what the device holds. One
 * request at a time; a failure waits for the reader's retry instead of asking again on every scroll.
 */
export function useOlderComments(ref: ThreadRef, more: boolean) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = useRef({ busy, error, more, online });
  useEffect(() => {
    state.current = { busy, error, more, online };
  });
  const key = JSON.stringify(ref);

  const load = useCallback(
    async (retry = false) => {
      const s = state.current;
      if (!s.more || !s.online || s.busy || (s.error && !retry)) return;
      state.current = { ...s, busy: true };
      setBusy(true);
      setError(null);
      try {
        const r = await sync.refresh({ kind: 'threadOlder', thread: JSON.parse(key) as ThreadRef });
        if (!r.ok) setError(r.message);
      } catch {
        setError('Something went wrong');
      } finally {
        setBusy(false);
      }
    },
    [key],
  );

  return { busy, error, online, load };
}
