import { useCallback, useEffect, useMemo } from 'react';
import type { CommentRow } from '../../db';
import { dropPosted, type Posted, stillPosting } from './just-posted';
import { type Reader, VirtualComments } from './VirtualComments';

const noLink = () => null;

interface Props {
  /** Where the replies just posted are kept: replies:ID. */
  list: string;
  replies: { startedAt: number; rows: CommentRow[] };
  /** Replies just posted on this page, shown last until the device's read has them. */
  posted: Posted[];
  reader: Reader;
}

/** A comment's replies, oldest first, all read (a conversation); shown virtualised like a thread. */
export function ReplyList({ list, replies, posted, reader }: Props) {
  const rows = useMemo(() => {
    const shown = stillPosting(posted, { startedAt: replies.startedAt, ids: new Set(replies.rows.map((r) => r.comment_id)) });
    return [...replies.rows, ...shown.map((e) => e.row)];
  }, [replies, posted]);
  useEffect(() => {
    for (const e of posted) if (!rows.includes(e.row)) dropPosted(list, e.row.comment_id);
  }, [posted, rows, list]);
  const rowAt = useCallback((i: number) => rows[i], [rows]);
  return <VirtualComments count={rows.length} rowAt={rowAt} reader={reader} repliesOf={noLink} />;
}
