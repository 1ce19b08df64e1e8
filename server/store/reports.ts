/** Reports of comments, kept for moderation: one per reporter and comment; no read shows their counts. */
import type { Db } from './db';
import { stmt } from './stmt';

export interface NewReport {
  comment_id: string;
  reporter_id: string;
  reason: string;
  note: string;
  created_at: number;
}

/** false when this reporter had already reported the comment (the first report stands). */
export function insertReport(db: Db, r: NewReport): boolean {
  return (
    stmt(db, 'INSERT OR IGNORE INTO comment_reports (comment_id, reporter_id, reason, note, created_at) VALUES (?, ?, ?, ?, ?)').run(
      r.comment_id,
      r.reporter_id,
      r.reason,
      r.note,
      r.created_at,
    ).changes > 0
  );
}

/** The comments this player reported: they leave every thread the player reads. */
export function reportedBy(db: Db, reporterId: string): Set<string> {
  return new Set(stmt(db, 'SELECT comment_id FROM comment_reports WHERE reporter_id = ?').pluck().all(reporterId) as string[]);
}

/**
 * How many comments of a thread a reporter no longer sees, per chapter: the comments they reported and the
 * replies under a top-level comment they reported (each counted once); authors the reader blocked are counted out already.
 */
export function reportedCountsByChapter(db: Db, reporterId: string, kind: string, targetId: string, hidden: readonly string[]): { chapter: number | null; count: number }[] {
  return stmt(
    db,
    `SELECT c.chapter, count(*) AS count FROM comments c
     WHERE c.kind = @kind AND c.target_id = @target AND c.user_id NOT IN (SELECT value FROM json_each(@hidden)) AND (
       c.comment_id IN (SELECT comment_id FROM comment_reports WHERE reporter_id = @reporter)
       OR c.parent_id IN (SELECT comment_id FROM comment_reports WHERE reporter_id = @reporter))
     GROUP BY c.chapter`,
  ).all({ kind, target: targetId, reporter: reporterId, hidden: JSON.stringify(hidden) }) as { chapter: number | null; count: number }[];
}

/** What a moderator reads: every report of a comment (no route answers it; tests and operators do). */
export function reportsOf(db: Db, commentId: string): NewReport[] {
  return stmt(db, 'SELECT * FROM comment_reports WHERE comment_id = ? ORDER BY created_at').all(commentId) as NewReport[];
}

/** How many replies under each comment the reporter reported (a list's reply_count leaves them out). */
export function reportedRepliesByParent(db: Db, reporterId: string): Map<string, number> {
  const rows = stmt(
    db,
    `SELECT c.parent_id AS parent, count(*) AS n FROM comment_reports r JOIN comments c ON c.comment_id = r.comment_id
     WHERE r.reporter_id = ? AND c.parent_id IS NOT NULL GROUP BY c.parent_id`,
  ).all(reporterId) as { parent: string; n: number }[];
  return new Map(rows.map((r) => [r.parent, r.n]));
}
