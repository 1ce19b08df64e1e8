import { useEffect, useRef } from 'react';

interface Scroller {
  scrollToIndex: (index: number, opts: { align: 'start' | 'end' }) => void;
}

/**
 * Keeps the newest events in view. On first show it goes to `initialIndex` (the :step asked for, else the
 * last event); later, when events arrive at the end that were not there before (a turn, a replayed offline
 * choice), it goes to the first of them so the turn reads from its beginning. Returns how many are new, for the
 * polite announcement.
 */
export function useFollowNewest(keys: string[], initialIndex: number | null, scroller: Scroller, onNew: (count: number) => void): void {
  const seen = useRef<Set<string> | null>(null);
  const joined = keys.join('|');

  useEffect(() => {
    const list = joined ? joined.split('|') : [];
    if (list.length === 0) return;
    if (seen.current === null) {
      seen.current = new Set(list);
      const target = initialIndex ?? list.length - 1;
      // After the first paint, so the virtualizer has measured what it shows.
      requestAnimationFrame(() => scroller.scrollToIndex(target, { align: 'start' }));
      return;
    }
    const known = seen.current;
    const first = list.findIndex((k) => !known.has(k));
    seen.current = new Set(list);
    if (first === -1) return;
    const fresh = list.slice(first).filter((k) => !known.has(k)).length;
    onNew(fresh);
    // Only new events at the end are followed. A queue of offline choices replaying lands each turn before
    // the choices still waiting: following every one would jump the reader through the Timeline (and keep
    // the page scrolling and measuring the whole replay); the last one, at the end, is followed.
    if (fresh === list.length - first) requestAnimationFrame(() => scroller.scrollToIndex(first, { align: 'start' }));
    // scroller and onNew are stable enough: only a change of the events' keys should scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [joined]);
}
