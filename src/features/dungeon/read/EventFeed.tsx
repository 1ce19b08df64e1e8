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
 * newest, or the :step asked for), with the room the others would take (estimated) kept above and below them;
 * once that screen is shown, the virtualiser (./VirtualFeed) decides which cards this same list draws, and it
 * keeps only what is on screen in the DOM, however long the crawl.
 *
 * The cards are in the flow, and the room is kept by spacers at the list's ends (hidden from assistive tech),
 * never by a padding or a transform of the cards' parents: the browser's scroll anchoring then keeps the
 * reader's place when anything above it changes height (a card drawn or measured, the header's hint), with no
 * script moving the page, and the list's own top stays where it is (a list growing at its top counts as a
 * layout shift). The virtualiser taking over changes no card: the first screen's cards stay as they are.
 */
export function EventFeed({ rows, ctx, initialIndex }: FeedProps) {
  const feedRef = useRef<HTMLDivElement>(null);
  const after = useAfterFirstScreen();
  const [virtual, setVirtual] = useState<FeedWindow | null>(null);
  const target = Math.min(initialIndex ?? rows.length - 1, rows.length - 1);
  const from = Math.max(0, target - BEFORE);
  const to = Math.min(rows.length, target + AFTER + 1);
  const shown: FeedWindow = virtual ?? {
    indexes: Array.from({ length: to - from }, (_, k) => from + k),
    top: from * ESTIMATED_CARD,
    bottom: (rows.length - to) * ESTIMATED_CARD,
  };
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
  const scrollTo = (i: number) => (virtual?.scrollToIndex ? virtual.scrollToIndex(i) : feedRef.current?.querySelector(`[data-index="${i}"]`)?.scrollIntoView({ block: 'start' }));
  const cardCtx: CardContext = { ...ctx, onEnterRoom: (i) => scrollTo(Math.min(i + 1, rows.length - 1)) };

  return (
    <>
      <div ref={feedRef} role="list" aria-label="The Timeline so far" className={styles.feed}>
        <div aria-hidden="true" className={styles.spacer} style={{ height: shown.top }} />
        {shown.indexes.map((i) => {
          const row = rows[i];
          return (
            row && (
              <div key={rowKey(row)} ref={virtual?.measure} data-index={i} data-key={rowKey(row)} role="listitem" aria-setsize={rows.length} aria-posinset={i + 1} className={styles.item}>
                <EventCard row={row} index={i} ctx={cardCtx} />
              </div>
            )
          );
        })}
        <div aria-hidden="true" className={styles.spacer} style={{ height: shown.bottom }} />
      </div>
      {after && (
        <Suspense fallback={null}>
          <VirtualFeed rows={rows} initialIndex={initialIndex} feedRef={feedRef} first={[from, to]} onWindow={setVirtual} />
        </Suspense>
      )}
    </>
  );
}
