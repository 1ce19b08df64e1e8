import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useAfterFirstScreen } from '../../../lib/after-first-screen';
import { type CardContext, EventCard } from './cards/EventCard';
import styles from './DungeonReadPage.module.css';
import { ESTIMATED_CARD, type FeedProps, type FeedWindow, rowKey } from './feed';

// The virtualiser (its code is as large as the page's own) is not needed to draw the first screen.
const VirtualFeed = lazy(() => import('./VirtualFeed'));

/**
 * Cards drawn before the virtualiser: the event the reader opens on and a few around it, enough to fill the
 * screen above it when it is the newest, below the header or not (a crawl's last cards can be short: a first
 * entry, a choice, a line), else the room kept for the others would show blank until the virtualiser draws them.
 */
const BEFORE = 4;
const AFTER = 4;
/** What the reader does to move the page: the first screen then leaves its scroll to them. */
const INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The crawl's history. The first screen draws only the cards around the event the reader opens on (the
 * newest, or the :step asked for), in the flow, with the room the others would take (estimated) kept by spacers
 * at the list's ends; once that screen is shown, the virtualiser (./VirtualFeed) decides which cards this same
 * list draws, and keeps only what is on screen in the DOM, however long the crawl.
 *
 * The handover moves nothing and mounts nothing again: the virtualiser starts from the first screen's layout
 * (the list's place, its cards' heights), so each card is placed where it already was (to the half pixel), and
 * the list keeps its height. The first screen's cards are in the flow, so that the browser's scroll anchoring keeps the reader's
 * place when something above changes height before the handover (the header's Listen hint), with no script
 * moving the page; after it, the cards are placed absolutely, at whole-pixel offsets, and the virtualiser keeps
 * the reader's place itself (left in the flow, the cards sat at fractions of a pixel and each card drawn above
 * while scrolling back moved all those below it: the page was rastered again in every frame, 6x the raster of
 * 5e221d7 in the timeline-scroll bench, a third of its frames over 50 ms).
 */
export function EventFeed({ rows, ctx, initialIndex }: FeedProps) {
  const feedRef = useRef<HTMLDivElement>(null);
  const after = useAfterFirstScreen();
  const [virtual, setVirtual] = useState<FeedWindow | null>(null);
  const target = Math.min(initialIndex ?? rows.length - 1, rows.length - 1);
  const from = Math.max(0, target - BEFORE);
  const to = Math.min(rows.length, target + AFTER + 1);
  const taken = virtual !== null;
  // The reader opens on the target's card, placed when the frame that first paints it has laid it out (the
  // resize observer's first report, before the paint: placed inside the commit's task, that layout would be
  // forced there and make it a long task), and placed again if the cards change height (a card whose code
  // comes after the first screen) until the reader touches the page or the virtualiser takes over.
  useLayoutEffect(() => {
    const list = feedRef.current;
    if (taken || !list) return;
    const observer = new ResizeObserver(() => list.querySelector(`[data-index="${target}"]`)?.scrollIntoView({ block: 'start' }));
    const stop = () => observer.disconnect();
    observer.observe(list);
    for (const type of INPUT) addEventListener(type, stop, { passive: true, once: true });
    return () => {
      stop();
      for (const type of INPUT) removeEventListener(type, stop);
    };
  }, [target, taken]);
  const scrollTo = (i: number) => (virtual ? virtual.scrollToIndex(i) : feedRef.current?.querySelector(`[data-index="${i}"]`)?.scrollIntoView({ block: 'start' }));
  const cardCtx: CardContext = { ...ctx, onEnterRoom: (i) => scrollTo(Math.min(i + 1, rows.length - 1)) };

  const items = virtual?.items ?? Array.from({ length: to - from }, (_, k) => ({ index: from + k, offset: 0 }));
  const spacer = (height: number) => !virtual && <div aria-hidden="true" className={styles.spacer} style={{ height }} />;

  return (
    <>
      <div ref={feedRef} role="list" aria-label="The Timeline so far" className={styles.feed} style={virtual ? { height: virtual.height } : undefined}>
        {spacer(from * ESTIMATED_CARD)}
        {items.map(({ index, offset }) => {
          const row = rows[index];
          return (
            row && (
              <div
                key={rowKey(row)}
                ref={virtual?.measure}
                data-index={index}
                data-key={rowKey(row)}
                role="listitem"
                aria-setsize={rows.length}
                aria-posinset={index + 1}
                className={virtual ? `${styles.item} ${styles.placed}` : styles.item}
                style={virtual ? { transform: `translateY(${offset}px)` } : undefined}
              >
                <EventCard row={row} index={index} ctx={cardCtx} />
              </div>
            )
          );
        })}
        {spacer((rows.length - to) * ESTIMATED_CARD)}
      </div>
      {after && (
        <Suspense fallback={null}>
          <VirtualFeed rows={rows} initialIndex={initialIndex} feedRef={feedRef} first={[from, to]} onWindow={setVirtual} />
        </Suspense>
      )}
    </>
  );
}
