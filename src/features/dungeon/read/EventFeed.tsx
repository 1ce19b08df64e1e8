import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAfterFirstScreen } from '../../../lib/after-first-screen';
import { type CardContext, EventCard } from './cards/EventCard';
import styles from './DungeonReadPage.module.css';
import type VirtualFeedComponent from './VirtualFeed';
import { ESTIMATED_CARD, type FeedProps, type FirstLayout, rowKey } from './feed';

type VirtualFeed = typeof VirtualFeedComponent;

// The virtualiser (its code is as large as the page's own) is not needed to draw the first screen: it loads
// after it. Kept once loaded, so a later visit's page has it at once.
let loaded: VirtualFeed | null = null;
const loadVirtualFeed = () => import('./VirtualFeed').then((m) => (loaded = m.default));

/** Cards drawn before the virtualiser: the event the reader opens on and a few around it. */
const BEFORE = 2;
const AFTER = 4;

/**
 * The crawl's history. The first screen draws only the cards around the event the reader opens on (the
 * newest, or the :step asked for) as a plain list; once that screen is shown, the virtualised feed
 * (./VirtualFeed) takes its place and keeps only what is on screen in the DOM, however long the crawl.
 *
 * The swap is one commit of the main thread on a phone, so it is kept small: the plain list's cards are
 * measured just before it (a read of a layout already done), so the virtualised feed starts where the list
 * is, with their heights known (no layout forced while it mounts), and draws the cards on screen first.
 */
export function EventFeed(props: FeedProps) {
  const after = useAfterFirstScreen();
  const listRef = useRef<HTMLDivElement>(null);
  // A page opened later in the visit has the virtualiser at once (nothing to measure: it opens on its own).
  const [feed, setFeed] = useState<{ Feed: VirtualFeed; first: FirstLayout | null } | null>(() => (after && loaded ? { Feed: loaded, first: null } : null));

  useEffect(() => {
    if (!after || feed) return;
    let live = true;
    void (loaded ? Promise.resolve(loaded) : loadVirtualFeed()).then((Feed) => {
      if (!live) return;
      const first = measureFirst(listRef.current);
      // A render the browser can interrupt; only its commit is one task.
      startTransition(() => setFeed({ Feed, first }));
    });
    return () => {
      live = false;
    };
  }, [after, feed]);

  if (!feed) return <FirstCards {...props} listRef={listRef} />;
  return <feed.Feed {...props} first={feed.first} />;
}

/** Where the plain list starts in the document and the height of each card it drew (by row key). */
function measureFirst(list: HTMLDivElement | null): FirstLayout | null {
  if (!list) return null;
  const sizes = new Map<string, number>();
  for (const item of list.children) {
    const key = (item as HTMLElement).dataset.key;
    if (key !== undefined) sizes.set(key, (item as HTMLElement).offsetHeight);
  }
  return { margin: list.getBoundingClientRect().top + window.scrollY, sizes };
}

function FirstCards({ rows, ctx, initialIndex, listRef }: FeedProps & { listRef: React.RefObject<HTMLDivElement | null> }) {
  const target = Math.min(initialIndex ?? rows.length - 1, rows.length - 1);
  const from = Math.max(0, target - BEFORE);
  const to = Math.min(rows.length, target + AFTER + 1);
  const shown = rows.slice(from, to);
  // The reader opens on the target's card, as the virtualised feed does: in the frame's own layout (a layout
  // effect would force one, in the task that mounts the page).
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => listRef.current?.querySelector(`[data-index="${target}"]`)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [target, listRef]);
  const scrollTo = (i: number) => listRef.current?.querySelector(`[data-index="${i}"]`)?.scrollIntoView({ block: 'start' });
  const cardCtx: CardContext = { ...ctx, onEnterRoom: (i) => scrollTo(Math.min(i + 1, rows.length - 1)) };
  return (
    // The cards not drawn keep their estimated room above and below, as in the virtualised feed: the reader's
    // card is where that feed will put it, and the swap moves nothing.
    <div ref={listRef} role="list" aria-label="The Timeline so far" className={styles.feed} style={{ paddingTop: from * ESTIMATED_CARD, paddingBottom: (rows.length - to) * ESTIMATED_CARD }}>
      {shown.map((row, k) => (
        <div key={rowKey(row)} data-key={rowKey(row)} data-index={from + k} role="listitem" aria-setsize={rows.length} aria-posinset={from + k + 1} className={styles.firstItem}>
          <EventCard row={row} index={from + k} ctx={cardCtx} />
        </div>
      ))}
    </div>
  );
}
