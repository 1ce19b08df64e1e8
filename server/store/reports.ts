/** Reports of comments, kept for moderation: one per reporter and comment; no read shows their counts. */
import type { Db } from './db';
import { changed, countAll, num } from './query';

export interface NewReport {
  comment_id: string;
  reporter_id: string;
  reason: string;
  note: string;
  created_at: number;
}

/** false when this reporter had already reported the comment (the first report stands). */
export async function insertReport(db: Db, r: NewReport): Promise<boolean> {
  return changed(await db.insertInto('comment_reports').values(r).onConflict((oc) => oc.doNothing()).executeTakeFirst()) > 0;
}

/** The comments this player reported: they leave every thread the player reads. */
export async function reportedBy(db: Db, reporterId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('comment_reports').select('comment_id').where('reporter_id', '=', reporterId).execute();
  return new Set(rows.map((r) => r.comment_id));
}

/**
 * How many comments of a thread a reporter no longer sees, per chapter: the comments they reported and the
 * replies under a top-level comment they reported (each counted once); authors the reader blocked are counted out already.
 */
export async function reportedCountsByChapter(db: Db, reporterId: string, kind: string, targetId: string, hidden: readonly string[]): Promise<{ chapter: number | null; count: number }[]> {
  const reported = db.selectFrom('comment_reports').select('comment_id').where('reporter_id', '=', reporterId);
  let q = db
    .selectFrom('comments as c')
    .select(['c.chapter', countAll().as('count')])
    .where('c.kind', '=', kind)
    .where('c.target_id', '=', targetId)
    .where((eb) => eb.or([eb('c.comment_id', 'in', reported), eb('c.parent_id', 'in', reported)]));
  if (hidden.length > 0) q = q.where('c.user_id', 'not in', hidden);
  const rows = await q.groupBy('c.chapter').execute();
  return rows.map((r) => ({ chapter: r.chapter === null ? null : num(r.chapter), count: num(r.count) }));
}

/** What a moderator reads: every report of a comment (no route answers it; tests and operators do). */
export async function reportsOf(db: Db, commentId: string): Promise<NewReport[]> {
  const rows = await db.selectFrom('comment_reports').selectAll().where('comment_id', '=', commentId).orderBy('created_at').orderBy('reporter_id').execute();
  return rows.map((r) => ({ ...r, created_at: num(r.created_at) }));
}

/** How many replies under each comment the reporter reported (a list's reply_count leaves them out). */
export async function reportedRepliesByParent(db: Db, reporterId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('comment_reports as r')
    .innerJoin('comments as c', 'c.comment_id', 'r.comment_id')
    .select(['c.parent_id as parent', countAll().as('n')])
    .where('r.reporter_id', '=', reporterId)
    .where('c.parent_id', 'is not', null)
    .groupBy('c.parent_id')
    .execute();
  return new Map(rows.flatMap((r) => (r.parent === null ? [] : [[r.parent, num(r.n)] as const])));
}
