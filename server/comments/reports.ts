/**
 * Reports: a reader reports another player's comment. The comment (a top-level one with its replies)
 * leaves every list and count that reader reads; the report is kept for moderation, its count shown to
 * nobody. Reporting again changes nothing (the first report stands).
 */
import type { CommentReport } from '../../src/contract';
import { fail } from '../http/errors';
import { findComment } from '../store/comments';
import type { Db } from '../store/db';
import { insertReport, reportedBy, reportedCountsByChapter, reportedRepliesByParent } from '../store/reports';
import { threadOf } from './threads';

export async function reportComment(db: Db, userId: string, commentId: string, body: CommentReport, now: number): Promise<{ comment_id: string; reported: true }> {
  const comment = (await findComment(db, commentId)) ?? fail(404, 'That comment does not exist.');
  await threadOf(db, userId, comment, now);
  if (comment.user_id === userId) fail(400, 'You cannot report your own comment.');
  await insertReport(db, { comment_id: comment.comment_id, reporter_id: userId, reason: body.reason, note: body.note ?? '', created_at: now });
  return { comment_id: comment.comment_id, reported: true };
}

/** What a reader reported, for leaving it out of what they read. */
export interface Reported {
  ids: Set<string>;
  /** Reported replies per parent comment. */
  replies: Map<string, number>;
}

export const reportedFor = async (db: Db, viewerId: string | null): Promise<Reported> =>
  viewerId ? { ids: await reportedBy(db, viewerId), replies: await reportedRepliesByParent(db, viewerId) } : { ids: new Set(), replies: new Map() };

/** A thread's counts per chapter, less what the reader reported. */
export async function lessReported(
  db: Db,
  viewerId: string | null,
  thread: { kind: string; target_id: string },
  hidden: readonly string[],
  counts: { chapter: number | null; count: number }[],
): Promise<{ chapter: number | null; count: number }[]> {
  if (!viewerId) return counts;
  const gone = new Map((await reportedCountsByChapter(db, viewerId, thread.kind, thread.target_id, hidden)).map((c) => [c.chapter, c.count]));
  if (gone.size === 0) return counts;
  return counts.map((c) => ({ chapter: c.chapter, count: Math.max(0, c.count - (gone.get(c.chapter) ?? 0)) }));
}
