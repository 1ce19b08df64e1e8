import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Which accordions are open. ?dungeonId= or ?seriesId= on /sanctum opens that item and scrolls to it
 * (app-shell §2; playtest notifications land here), once its element is on the page.
 */
export function useOpenItems(ready: boolean) {
  const [params] = useSearchParams();
  const target = params.get('dungeonId') ? `dungeon-${params.get('dungeonId')}` : params.get('seriesId') ? `series-${params.get('seriesId')}` : null;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(target ? [target] : []));
  const [openedFor, setOpenedFor] = useState(target);
  const scrolledTo = useRef<string | null>(null);

  // A new target while the page is shown: open it too (state adjusted during render, not in an effect).
  if (target !== openedFor) {
    setOpenedFor(target);
    if (target) setOpen((s) => new Set(s).add(target));
  }

  useEffect(() => {
    if (!ready || !target || scrolledTo.current === target) return;
    const el = document.getElementById(target);
    if (!el) return;
    scrolledTo.current = target;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const scroll = () => el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    scroll();
    el.querySelector<HTMLElement>('button[aria-expanded]')?.focus({ preventScroll: true });
    // Cards above (rank, expedition) can arrive a moment later and push the item down: aim again.
    const again = window.setTimeout(scroll, 700);
    return () => window.clearTimeout(again);
  }, [ready, target]);

  const toggle = (key: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return { isOpen: (key: string) => open.has(key), toggle };
}
