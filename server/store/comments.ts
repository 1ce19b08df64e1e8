/** Comments on sagas, with replies (a reply names its parent in the same saga). */
import type { Db } from './db';
import { stmt } from './stmt';

export interface CommentRow {
  comment_id: string;
  saga_id: string;
  parent_id: string | null;
  user_id: string;
  username: string | null;
  text: string;
  is_spoiler: number;
  created_at: string;
  reply_count: number;
}

const SELECT = `SELECT c.*, u.username,
  (SELECT count(*) FROM comments r WHERE r.parent_id = c.comment_id) AS reply_count
  FROM comments c JOIN users u ON u.user_id = c.user_id`;

/** Newest first; rowid breaks ties between comments written in the same millisecond. */
export function listComments(db: Db, sagaId: string): CommentRow[] {
  return stmt(db, `${SELECT} WHERE c.saga_id = ? ORDER BY c.created_at DESC, c.rowid DESC`).all(sagaId) as CommentRow[];
}

export function findComment(db: Db, commentId: string): CommentRow | undefined {
  return stmt(db, `${SELECT} WHERE c.comment_id = ?`).get(commentId) as CommentRow | undefined;
}

export function insertComment(
  db: Db,
  c: { comment_id: string; saga_id: string; parent_id: string | null; user_id: string; text: string; is_spoiler: boolean; created_at: string },
): void {
  stmt(
    db,
    'INSERT INTO comments (comment_id, saga_id, parent_id, user_id, text, is_spoiler, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(c.comment_id, c.saga_id, c.parent_id, c.user_id, c.text, c.is_spoiler ? 1 : 0, c.created_at);
}

export function countComments(db: Db, sagaId: string): number {
  return stmt(db, 'SELECT count(*) FROM comments WHERE saga_id = ?').pluck().get(sagaId) as number;
}
