import { defaultRangeExtractor, type Range, useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type CardContext, EventCard } from './cards/EventCard';
import styles from './DungeonReadPage.module.css';
import { ESTIMATED_CARD, type FeedProps, type FirstLayout, rowKey } from './feed';
import { useFollowNewest } from './useFollowNewest';

/** Cards drawn beyond the screen's, either side, once the feed is shown (none in the commit that shows it). */
const OVERSCAN = 6;

/**
 * A card's height as the resize observer reports it (after the frame's layout, before its paint), not read
 * when the card mounts: that read would force a layout of every new card inside the commit that adds them.
 * Until then a card has its known height, or the estimate.
 */
const measureElement = (el: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number => {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  if (entry) return (el as HTMLElement).offsetHeight;
  const index = instance.indexFromElement(el);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
};

/**
 * The crawl's history once the first screen is shown (./EventFeed draws that one), virtualised against the
 * window scroll (a 1,000-event crawl keeps only what is on screen in the DOM; heights are measured as cards render). The list is a plain list for assistive tech
 * (set size and position on each item); new events are announced by a separate polite status, because
 * a live list would also announce the cards the virtualiser mounts while scrolling.
 *
 * `first`, the first screen's list as it was (./EventFeed): the feed starts from its place and heights, so the
 * commit that swaps it in forces no layout; the cards off screen follow in a commit of their own.
 */
export default function VirtualFeed({ rows, ctx, initialIndex, first = null }: FeedProps & { first?: FirstLayout | null }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(first?.margin ?? 0);
  const [overscan, setOverscan] = useState(first ? 0 : OVERSCAN);
  const [announced, setAnnounced] = useState('');
  // The list's distance from the top of the document: where the window's scroll reaches its first card.
  useLayoutEffect(() => {
    if (!first) setMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    // Measured once, when the feed mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The cards off screen, after the frame that shows the feed.
  useEffect(() => {
    if (overscan >= OVERSCAN) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => startTransition(() => setOverscan(OVERSCAN)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [overscan]);
  // The first screen's heights, by key, as the virtualiser's first measurements.
  const [initialMeasurementsCache] = useState(() =>
    first
      ? rows.flatMap((row, index): VirtualItem[] => {
          const size = first.sizes.get(rowKey(row));
          return size === undefined ? [] : [{ key: rowKey(row), index, start: 0, end: size, size, lane: 0 }];
        })
      : [],
  );

  // The commit that swaps the feed in draws only the first screen's cards that are on screen (their heights
  // known), not the estimated room beside them: a card measured there would force a layout.
  const swapping = first !== null && overscan === 0;
  const rangeExtractor = (range: Range) => {
    const all = defaultRangeExtractor(range);
    if (!swapping) return all;
    const known = all.filter((i) => first.sizes.has(rowKey(rows[i]!)));
    return known.length > 0 ? known : all;
  };

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_CARD,
    overscan,
    scrollMargin: margin,
    getItemKey: (i) => rowKey(rows[i]!),
    initialMeasurementsCache,
    rangeExtractor,
    measureElement,
    // The window's size from the first render (else a second render follows the first, in its task).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  useFollowNewest(rows.map(rowKey), initialIndex, virtualizer, (n) => setAnnounced(`${n} new event${n === 1 ? '' : 's'} in the Timeline`));
  // What is above the list can change height after it mounts (the header's Listen button and its one-time
  // hint come after the first screen, as this feed does): the margin follows, read once laid out, and a
  // reader below it keeps their place, as the browser's scroll anchoring keeps it for a list in the flow.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let known: number | null = null;
    const observer = new ResizeObserver(() => {
      const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
      const delta = top - (known ?? virtualizer.options.scrollMargin);
      known = top;
      if (delta === 0) return;
      setMargin(top);
      // Kept already if the browser anchored the scroll (the window moved with the list since the feed last
      // heard of a scroll); else kept here, when the list's top is above the screen's.
      const anchored = Math.abs(window.scrollY - (virtualizer.scrollOffset ?? window.scrollY) - delta) < 1;
      if (!anchored && list.getBoundingClientRect().top < 0) window.scrollBy(0, delta);
    });
    observer.observe(document.body);
    return () => observer.disconnect();
    // The virtualiser is the same object for the feed's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const cardCtx: CardContext = { ...ctx, onEnterRoom: (i) => virtualizer.scrollToIndex(Math.min(i + 1, rows.length - 1), { align: 'start' }) };

  return (
    <>
      <div ref={listRef} role="list" aria-label="The Timeline so far" className={styles.feed} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            role="listitem"
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            className={styles.item}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <EventCard row={rows[item.index]!} index={item.index} ctx={cardCtx} />
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
    </>
  );
}
