import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useAfterFirstScreen } from '../../../lib/after-first-screen';
import { type CardContext, EventCard } from './cards/EventCard';
import styles from './DungeonReadPage.module.css';
import { type FeedProps, rowKey } from './feed';

// The virtualiser (its code is as large as the page's own) is not needed to draw the first screen.
const VirtualFeed = lazy(() => import('./VirtualFeed'));

/** Cards drawn before the virtualiser: the event the reader opens on and a few around it. */
const BEFORE = 2;
const AFTER = 4;

/**
 * The crawl's history. The first screen draws only the cards around the event the reader opens on (the
 * newest, or the :step asked for) as a plain list; once that screen is shown, the virtualised feed
 * (./VirtualFeed) takes its place and keeps only what is on screen in the DOM, however long the crawl.
 */
export function EventFeed(props: FeedProps) {
  const after = useAfterFirstScreen();
  if (!after) return <FirstCards {...props} />;
  return (
    <Suspense fallback={<FirstCards {...props} />}>
      <VirtualFeed {...props} />
    </Suspense>
  );
}

function FirstCards({ rows, ctx, initialIndex }: FeedProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const target = Math.min(initialIndex ?? rows.length - 1, rows.length - 1);
  const from = Math.max(0, target - BEFORE);
  const shown = rows.slice(from, target + AFTER + 1);
  // The reader opens on the target's card, as the virtualised feed does.
  useLayoutEffect(() => {
    listRef.current?.querySelector(`[data-index="${target}"]`)?.scrollIntoView({ block: 'start' });
  }, [target]);
  const scrollTo = (i: number) => listRef.current?.querySelector(`[data-index="${i}"]`)?.scrollIntoView({ block: 'start' });
  const cardCtx: CardContext = { ...ctx, onEnterRoom: (i) => scrollTo(Math.min(i + 1, rows.length - 1)) };
  return (
    <div ref={listRef} role="list" aria-label="The Timeline so far" className={styles.feed}>
      {shown.map((row, k) => (
        <div key={rowKey(row)} data-index={from + k} role="listitem" aria-setsize={rows.length} aria-posinset={from + k + 1} className={styles.firstItem}>
          <EventCard row={row} index={from + k} ctx={cardCtx} />
        </div>
      ))}
    </div>
  );
}
