import { type ReactNode, useCallback, useState } from 'react';
import type { CommentRow } from '../../db';
import { type CommentWindow, useCommentWindow } from './reads';
import { type Reader, VirtualComments } from './VirtualComments';

/** Rows read from the device at a time, and the step the window moves by as the reader scrolls. */
const WINDOW = 80;
const STEP = 20;
/** Ask for the next older page this many rows before the end of what the device holds. */
const NEAR_END = 10;

interface Props {
  thread: string;
  /** Top-level comments the device holds: the list's length. */
  held: number;
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
 * the device, moved as the reader scrolls; a comment written re-reads that window alone.
 */
export function CommentList({ thread, held, reader, repliesOf, onNearEnd, footer }: Props) {
  const [from, setFrom] = useState(0);
  const win = useCommentWindow(thread, from, from + WINDOW);

  const onRange = useCallback(
    (first: number, last: number) => {
      setFrom(Math.max(0, Math.floor((first - STEP) / STEP) * STEP));
      if (last >= held - NEAR_END) onNearEnd();
    },
    [held, onNearEnd],
  );
  const rowAt = useCallback((i: number) => rowIn(win, thread, i), [win, thread]);
  const linkOf = useCallback((row: CommentRow) => (row.pending ? null : repliesOf(row.comment_id)), [repliesOf]);

  return (
    <>
      <VirtualComments count={held} rowAt={rowAt} reader={reader} repliesOf={linkOf} onRange={onRange} />
      {footer}
    </>
  );
}
