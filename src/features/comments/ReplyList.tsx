import { useCallback, useEffect, useMemo } from 'react';
import type { CommentRow } from '../../db';
import { dropEcho, type Echo, pendingEchoes } from './echoes';
import { type Reader, VirtualComments } from './VirtualComments';

const noLink = () => null;

interface Props {
  /** The echoes' list: replies:ID. */
  list: string;
  replies: { startedAt: number; rows: CommentRow[] };
  /** Replies just posted on this page, shown last until the device's read has them. */
  echoes: Echo[];
  reader: Reader;
}

/** A comment's replies, oldest first, all read (a conversation); shown virtualised like a thread. */
export function ReplyList({ list, replies, echoes, reader }: Props) {
  const rows = useMemo(() => {
    const shown = pendingEchoes(echoes, { startedAt: replies.startedAt, ids: new Set(replies.rows.map((r) => r.comment_id)) });
    return [...replies.rows, ...shown.map((e) => e.row)];
  }, [replies, echoes]);
  useEffect(() => {
    for (const e of echoes) if (!rows.includes(e.row)) dropEcho(list, e.row.comment_id);
  }, [echoes, rows, list]);
  const rowAt = useCallback((i: number) => rows[i], [rows]);
  return <VirtualComments count={rows.length} rowAt={rowAt} reader={reader} repliesOf={noLink} />;
}
