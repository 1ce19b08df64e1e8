import { defaultRangeExtractor, type Range, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { ESTIMATED_CARD, type FeedWindow, rowKey } from './feed';
import type { DungeonEventRow } from '../../../db';
import { useFollowNewest } from './useFollowNewest';

/** Cards drawn beyond the screen's, either side, once the virtualiser has taken over (./EventFeed). */
const OVERSCAN = 6;
/** The overscan grows by this many cards a step, a step in each idle moment: no step is a long task. */
const OVERSCAN_STEP = 1;

interface Props {
  rows: DungeonEventRow[];
  initialIndex: number | null;
  /** The feed's list (./EventFeed): its spacers and its cards, in the flow. */
  feedRef: RefObject<HTMLDivElement | null>;
  /** The cards the first screen drew, [from, to): kept while the overscan grows. */
  first: [number, number];
  onWindow: (window: FeedWindow) => void;
}

/** Where the feed starts in the document and the height of each card the first screen drew, by row key. */
interface FirstLayout {
  margin: number;
  sizes: Map<string, number>;
}

/** The browser's next idle moment (Safari has none: a short timer); answers the cancel. */
function idle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 100);
  return () => clearTimeout(id);
}

/** Read from a layout already done, in an idle moment: nothing is forced. */
function measureFirst(feed: HTMLDivElement | null): FirstLayout | null {
  if (!feed) return null;
  const sizes = new Map<string, number>();
  for (const item of feed.querySelectorAll<HTMLElement>('[data-key]')) sizes.set(item.dataset.key!, item.getBoundingClientRect().height);
  return { margin: Math.round(feed.getBoundingClientRect().top + window.scrollY), sizes };
}

/**
 * The virtualiser behind the Timeline's feed (./EventFeed draws the cards): once the first screen is shown and
 * the browser idle, it starts from the first screen's list as it is (its place and its cards' heights), so the
 * commit that hands it the list places each card where it already was; the cards off screen follow a few at a
 * time. A card above the reader that changes height is the virtualiser's to answer (it scrolls by as much, in
 * the same frame). New events are announced by a polite status of their own, because a live list would also
 * announce the cards mounted while scrolling.
 */
export default function VirtualFeed(props: Props) {
  const { feedRef } = props;
  const [layout, setLayout] = useState<FirstLayout | null>(null);
  useEffect(() => idle(() => setLayout(measureFirst(feedRef.current))), [feedRef]);
  return layout && <Windowed {...props} layout={layout} />;
}

function Windowed({ rows, initialIndex, feedRef, first: [from, to], onWindow, layout }: Props & { layout: FirstLayout }) {
  const [margin, setMargin] = useState(layout.margin);
  const [overscan, setOverscan] = useState(0);
  const [announced, setAnnounced] = useState('');
  const keys = useMemo(() => rows.map(rowKey), [rows]);
  const getItemKey = useCallback((i: number) => keys[i]!, [keys]);
  // The first screen's heights, by key, as the virtualiser's first measurements.
  const [initialMeasurementsCache] = useState(() =>
    keys.flatMap((key, index): VirtualItem[] => {
      const size = layout.sizes.get(key);
      return size === undefined ? [] : [{ key, index, start: 0, end: size, size, lane: 0 }];
    }),
  );
  // While the overscan grows, the first screen's cards stay drawn (none is dropped to be drawn again).
  const growing = overscan < OVERSCAN;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const all = defaultRangeExtractor(range);
      if (!growing || all.length === 0) return all;
      const lo = Math.min(all[0]!, from);
      const hi = Math.max(all[all.length - 1]!, Math.min(to, range.count) - 1);
      return Array.from({ length: hi - lo + 1 }, (_, k) => lo + k);
    },
    [growing, from, to],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_CARD,
    overscan,
    scrollMargin: margin,
    getItemKey,
    initialMeasurementsCache,
    rangeExtractor,
    // The window's size from the first render (else a second render follows the first, in its task).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // A card whose height is known (the first screen's, given above) is not read again as it mounts: the
    // handover forces no layout. A new one is read as it mounts, as TanStack does (else the cards below it, and
    // the choice form below the list, would be painted a frame at its estimate). Not rounded here: the offsets
    // are (below), so that no card is placed more than half a pixel from where the flow had it.
    measureElement: (el, entry, v) => entry?.borderBoxSize?.[0]?.blockSize ?? v.itemSizeCache.get(el.getAttribute('data-key') ?? '') ?? el.getBoundingClientRect().height,
  });
  useFollowNewest(keys, initialIndex, virtualizer, (n) => setAnnounced(`${n} new event${n === 1 ? '' : 's'} in the Timeline`), true);

  // The overscan, a step in each idle moment.
  useEffect(() => (growing ? idle(() => setOverscan((o) => Math.min(OVERSCAN, o + OVERSCAN_STEP))) : undefined), [growing, overscan]);
  // What is above the feed can change height (the header's Listen button and its one-time hint come after the
  // first screen): the scroll margin follows, read after the browser's layout.
  useEffect(() => {
    const feed = feedRef.current;
    if (!feed) return;
    const observer = new ResizeObserver(() => setMargin(Math.round(feed.getBoundingClientRect().top + window.scrollY)));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [feedRef]);

  const start = virtualizer.options.scrollMargin;
  // Whole pixels: a card moved by a fraction of one is painted over again, and so is the page while scrolling
  // (in the timeline-scroll bench, fractional offsets took 5x the raster of whole ones and 23 frames of 60 went
  // over 50 ms).
  const items = virtualizer.getVirtualItems().map((item) => ({ index: item.index, offset: Math.round(item.start - start) }));
  const height = Math.round(virtualizer.getTotalSize());
  const drawn = `${items.map((item) => `${item.index}@${item.offset}`).join(',')}|${height}`;
  useLayoutEffect(() => {
    onWindow({ items, height, measure: virtualizer.measureElement, scrollToIndex: (i) => virtualizer.scrollToIndex(i, { align: 'start' }) });
    // What is drawn (`drawn`) is the only change the feed hears of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);

  return (
    <p className="visually-hidden" role="status">
      {announced}
    </p>
  );
}
