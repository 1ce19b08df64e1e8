/** Dungeon and adventure-chapter discussions, and the counts other views show. Saga comments stay in store/comments.ts. */
import type { Db } from './db';
import { stmt } from './stmt';

export type DiscussionTarget = 'dungeon' | 'adventure';

export interface DiscussionRow {
  comment_id: string;
  kind: DiscussionTarget;
  target_id: string;
  chapter: number | null;
  parent_id: string | null;
  user_id: string;
  username: string | null;
  text: string;
  is_spoiler: number;
  created_at: string;
  reply_count: number;
}

const SELECT = `SELECT c.*, u.username,
  (SELECT count(*) FROM discussion_comments r WHERE r.parent_id = c.comment_id) AS reply_count
  FROM discussion_comments c JOIN users u ON u.user_id = c.user_id`;

/** Top-level comments, newest first; a chapter narrows an adventure's discussion. */
export function listDiscussion(db: Db, kind: DiscussionTarget, targetId: string, chapter: number | null): DiscussionRow[] {
  return stmt(
    db,
    `${SELECT} WHERE c.kind = ? AND c.target_id = ? AND c.parent_id IS NULL AND (? IS NULL OR c.chapter = ?)
     ORDER BY c.created_at DESC, c.rowid DESC`,
  ).all(kind, targetId, chapter, chapter) as DiscussionRow[];
}

/** Replies read oldest first, as a conversation. */
export function listDiscussionReplies(db: Db, parentId: string): DiscussionRow[] {
  return stmt(db, `${SELECT} WHERE c.parent_id = ? ORDER BY c.created_at, c.rowid`).all(parentId) as DiscussionRow[];
}

export function findDiscussionComment(db: Db, commentId: string): DiscussionRow | undefined {
  return stmt(db, `${SELECT} WHERE c.comment_id = ?`).get(commentId) as DiscussionRow | undefined;
}

export function insertDiscussionComment(db: Db, c: Omit<DiscussionRow, 'username' | 'reply_count' | 'is_spoiler'> & { is_spoiler: boolean }): void {
  stmt(
    db,
    `INSERT INTO discussion_comments (comment_id, kind, target_id, chapter, parent_id, user_id, text, is_spoiler, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(c.comment_id, c.kind, c.target_id, c.chapter, c.parent_id, c.user_id, c.text, c.is_spoiler ? 1 : 0, c.created_at);
}

/** Every comment of a target, replies included, as (user, chapter) pairs: counts filter blocked authors from these. */
export function discussionAuthors(db: Db, kind: DiscussionTarget, targetId: string): { user_id: string; chapter: number | null }[] {
  return stmt(db, 'SELECT user_id, chapter FROM discussion_comments WHERE kind = ? AND target_id = ?').all(kind, targetId) as {
    user_id: string;
    chapter: number | null;
  }[];
}

export function chapterCommentCount(db: Db, adventureId: string, chapter: number): number {
  return stmt(db, "SELECT count(*) FROM discussion_comments WHERE kind = 'adventure' AND target_id = ? AND chapter = ?")
    .pluck()
    .get(adventureId, chapter) as number;
}

/**
 * The discussion_count of a dungeon, an adventure, a saga, or a series (its saga's comments plus every
 * chapter comment of its adventures). Exported for the dungeon and series views.
 */
export function discussionCount(db: Db, kind: DiscussionTarget | 'saga' | 'series', id: string): number {
  if (kind === 'saga') return stmt(db, 'SELECT count(*) FROM comments WHERE saga_id = ?').pluck().get(id) as number;
  if (kind === 'series') {
    return stmt(
      db,
      `SELECT (SELECT count(*) FROM comments c JOIN series s ON s.saga_id = c.saga_id WHERE s.series_id = ?)
            + (SELECT count(*) FROM discussion_comments d JOIN adventures a ON a.adventure_id = d.target_id
               WHERE d.kind = 'adventure' AND a.series_id = ?)`,
    )
      .pluck()
      .get(id, id) as number;
  }
  return stmt(db, 'SELECT count(*) FROM discussion_comments WHERE kind = ? AND target_id = ?').pluck().get(kind, id) as number;
}
