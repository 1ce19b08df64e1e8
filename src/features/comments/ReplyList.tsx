import { useCallback } from 'react';
import type { CommentRow } from '../../db';
import { type Reader, VirtualComments } from './VirtualComments';

const noLink = () => null;

/** A comment's replies, oldest first, all read (a conversation); shown virtualised like a thread. */
export function ReplyList({ replies, reader }: { replies: CommentRow[]; reader: Reader }) {
  const rowAt = useCallback((i: number) => replies[i], [replies]);
  return <VirtualComments count={replies.length} rowAt={rowAt} reader={reader} repliesOf={noLink} />;
}
