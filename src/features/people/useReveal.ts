import { useCallback, useEffect, useRef, useState } from 'react';

/** Shown for `ms` after each reveal(), then hidden again; a new reveal restarts the wait. */
export function useReveal(ms: number) {
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const reveal = useCallback(() => {
    window.clearTimeout(timer.current);
    setShown(true);
    timer.current = window.setTimeout(() => setShown(false), ms);
  }, [ms]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { shown, reveal };
}
