/** A stored comment as every thread answers it. Text is returned exactly as typed: the app renders it as text, never as HTML. */
import type { Comment } from '../../src/contract';
import { publicUser } from '../account/public-user';
import type { CommentRow } from '../store/comments';

export const commentView = (c: CommentRow): Comment => ({
  comment_id: c.comment_id,
  kind: c.kind,
  target_id: c.target_id,
  chapter: c.chapter,
  parent_id: c.parent_id,
  user: publicUser(c),
  text: c.text,
  is_spoiler: !!c.is_spoiler,
  created_at: c.created_at,
  reply_count: c.reply_count,
});
