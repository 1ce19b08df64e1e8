import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { CommentRow } from '../../db';
import { dropPosted, type Posted, stillPosting } from './just-posted';
import { type CommentWindow, useCommentWindow } from './reads';
import { type Reader, VirtualComments } from './VirtualComments';

/** Rows read from the device at a time, and the step the window moves by as the reader scrolls. */
const WINDOW = 80;
const STEP = 20;
/** Ask for the next older page this many rows before the end of what the device holds. */
const NEAR_END = 10;

interface Props {
  thread: string;
  /** Top-level comments the device holds: with those just posted, the list's length. */
  held: number;
  /** Comments just posted on this page, shown at the top until the device's read has them. */
  posted: Posted[];
  reader: Reader;
  /** The replies page of a top-level comment. */
  repliesOf: (commentId: string) => string;
  /** The reader is near the end of what the device holds. */
  onNearEnd: () => void;
  /** Under the last comment: older comments loading, or why they are not. */
  footer: ReactNode;
}

const rowIn = (win: CommentWindow | undefined, thread: string, i: number): CommentRow | undefined =>
  win && win.thread === thread && i >= win.from ? win.rows[i - win.from] : undefined;

/**
 * A thread's top-level comments, newest first. Only a window of rows around those on screen is read from
 * the device, moved as the reader scrolls; a comment written shows at once, and re-reads that window alone.
 */
export function CommentList({ thread, held, posted, reader, repliesOf, onNearEnd, footer }: Props) {
  const [from, setFrom] = useState(0);
  const win = useCommentWindow(thread, from, from + WINDOW);
  const shown = useMemo(() => {
    // Only the top window holds the newest rows; any read begun after a write was stored has it, though.
    const read = win && win.thread === thread ? { startedAt: win.startedAt, ids: new Set(win.from === 0 ? win.rows.map((r) => r.comment_id) : []) } : undefined;
    return stillPosting(posted, read).map((e) => e.row);
  }, [posted, win, thread]);
  useEffect(() => {
    for (const e of posted) if (!shown.includes(e.row)) dropPosted(thread, e.row.comment_id);
  }, [posted, shown, thread]);
  const count = held + shown.length;

  const onRange = useCallback(
    (first: number, last: number) => {
      setFrom(Math.max(0, Math.floor((first - shown.length - STEP) / STEP) * STEP));
      if (last >= count - NEAR_END) onNearEnd();
    },
    [count, shown.length, onNearEnd],
  );
  const rowAt = useCallback((i: number) => (i < shown.length ? shown[i] : rowIn(win, thread, i - shown.length)), [shown, win, thread]);
  const linkOf = useCallback((row: CommentRow) => (row.pending ? null : repliesOf(row.comment_id)), [repliesOf]);

  return (
    <>
      <VirtualComments count={count} rowAt={rowAt} reader={reader} repliesOf={linkOf} onRange={onRange} />
      {footer}
    </>
  );
}
