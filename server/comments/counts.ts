/**
 * The discussion counts other pages show (a dungeon's, a saga's, a series', an adventure's chapters),
 * counted as the threads count them: replies included, authors the viewer blocked and comments they reported left out
 * (a series' count leaves out only the blocked).
 */
import { countByChapter, countSeriesComments, type ThreadKind } from '../store/comments';
import type { Db } from '../store/db';
import { hiddenAuthorsFor } from './hidden-authors';
import { lessReported } from './reports';

/** 'series': its saga's comments plus every chapter comment of its adventures. */
export async function discussionCount(db: Db, kind: ThreadKind | 'series', id: string, viewerId: string | null = null): Promise<number> {
  const hidden = await hiddenAuthorsFor(db, viewerId);
  if (kind === 'series') return await countSeriesComments(db, id, hidden);
  return (await lessReported(db, viewerId, { kind, target_id: id }, hidden, await countByChapter(db, { kind, target_id: id }, hidden))).reduce((sum, c) => sum + c.count, 0);
}

/** An adventure's comments per chapter (Chapter.comment_count); a chapter nobody discussed is absent. */
export async function chapterCommentCounts(db: Db, adventureId: string, viewerId: string | null): Promise<Map<number, number>> {
  const hidden = await hiddenAuthorsFor(db, viewerId);
  const counts = await lessReported(db, viewerId, { kind: 'adventure', target_id: adventureId }, hidden, await countByChapter(db, { kind: 'adventure', target_id: adventureId }, hidden));
  return new Map(counts.flatMap((c) => (c.chapter === null ? [] : [[c.chapter, c.count] as const])));
}
