import { useEffect, useRef } from 'react';

interface Scroller {
  scrollToIndex: (index: number, opts: { align: 'start' | 'end' }) => void;
}

/**
 * Keeps the newest events in view. On first show it goes to `initialIndex` (the :step asked for, else the
 * last event); later, when events arrive at the end that were not there before (a turn, a replayed offline
 * choice), it goes to the first of them so the turn reads from its beginning. Returns how many are new, for the
 * polite announcement. `placed`: the page is at `initialIndex` already (the first screen's list put it there,
 * ./EventFeed), and the first show leaves the scroll where it is (where the reader may have moved it since).
 */
export function useFollowNewest(keys: string[], initialIndex: number | null, scroller: Scroller, onNew: (count: number) => void, placed = false): void {
  const seen = useRef<Set<string> | null>(null);
  const joined = keys.join('|');

  useEffect(() => {
    const list = joined ? joined.split('|') : [];
    if (list.length === 0) return;
    if (seen.current === null) {
      seen.current = new Set(list);
      if (placed) return;
      const target = initialIndex ?? list.length - 1;
      // After the first paint, so the virtualizer has measured what it shows.
      requestAnimationFrame(() => scroller.scrollToIndex(target, { align: 'start' }));
      return;
    }
    const known = seen.current;
    seen.current = new Set(list);
    const fresh = list.filter((k) => !known.has(k)).length;
    if (fresh === 0) return;
    onNew(fresh);
    // Only the new events at the end are followed, from the first of them. A queue of offline choices
    // replaying lands each turn before the choices still waiting: following every one would jump the reader
    // through the Timeline (and keep the page scrolling and measuring the whole replay).
    let first = list.length;
    while (first > 0 && !known.has(list[first - 1]!)) first--;
    if (first < list.length) requestAnimationFrame(() => scroller.scrollToIndex(first, { align: 'start' }));
    // scroller and onNew are stable enough: only a change of the events' keys should scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [joined]);
}
