import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { type CardContext, EventCard } from './cards/EventCard';
import styles from './DungeonReadPage.module.css';
import { type FeedProps, rowKey } from './feed';
import { useFollowNewest } from './useFollowNewest';

/**
 * The crawl's history once the first screen is shown (./EventFeed draws that one), virtualised against the
 * window scroll (a 1,000-event crawl keeps only what is on screen in the DOM; heights are measured as cards render). The list is a plain list for assistive tech
 * (set size and position on each item); new events are announced by a separate polite status, because
 * a live list would also announce the cards the virtualiser mounts while scrolling.
 */
export default function VirtualFeed({ rows, ctx, initialIndex }: FeedProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  const [announced, setAnnounced] = useState('');
  // The list's distance from the top of the document: where the window's scroll reaches its first card.
  useLayoutEffect(() => setMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY), []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 140,
    overscan: 6,
    scrollMargin: margin,
    getItemKey: (i) => rowKey(rows[i]!),
  });
  useFollowNewest(rows.map(rowKey), initialIndex, virtualizer, (n) => setAnnounced(`${n} new event${n === 1 ? '' : 's'} in the Timeline`));

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
