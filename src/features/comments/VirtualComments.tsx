import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CommentRow } from '../../db';
import { Skeleton } from '../../ui/Skeleton';
import { CommentItem } from './CommentItem';
import styles from './Comments.module.css';

export interface Reader {
  me: string | null;
  /** The reader's last chapter of the thread's adventure (adventure threads). */
  reached: number | null;
  blocked: ReadonlySet<string>;
}

interface Props {
  count: number;
  /** The row at an index; undefined while it is being read. */
  rowAt: (index: number) => CommentRow | undefined;
  reader: Reader;
  /** A comment's replies page; null: no link (replies, comments not sent yet). */
  repliesOf: (row: CommentRow) => string | null;
  /** The rows on screen changed (first and last index). */
  onRange?: (first: number, last: number) => void;
}

/**
 * Comments virtualised against the window scroll: only the rows on screen (and a few either side) are in
 * the DOM, their heights measured as they render. Blocked authors' comments take no space. Guards opened
 * by a tap stay open while the list lives, even for a row scrolled away and back.
 */
export function VirtualComments({ count, rowAt, reader, repliesOf, onRange }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  const [margin, setMargin] = useState(0);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());

  // The list's distance from the top of the document, kept true when what is above it changes height.
  useLayoutEffect(() => {
    const measure = () => setMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count,
    // A comment of two lines with its replies link; rows are measured as they render.
    estimateSize: () => 180,
    overscan: 3,
    scrollMargin: margin,
    getItemKey: (i) => rowAt(i)?.comment_id ?? `slot:${i}`,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => onRange?.(first, last), [first, last, onRange]);

  const reveal = useCallback((id: string) => setRevealed((s) => new Set(s).add(id)), []);

  return (
    <ol ref={listRef} className={styles.virtualList} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const row = rowAt(item.index);
        const shown = row !== undefined && !reader.blocked.has(row.user.user_id);
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={count}
            aria-posinset={item.index + 1}
            hidden={row !== undefined && !shown}
            className={styles.row}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {row === undefined ? (
              <Skeleton height={120} />
            ) : (
              shown && (
                <CommentItem
                  comment={row}
                  me={reader.me}
                  reached={reader.reached}
                  revealed={revealed.has(row.comment_id)}
                  onReveal={reveal}
                  repliesTo={repliesOf(row)}
                />
              )
            )}
          </li>
        );
      })}
    </ol>
  );
}
