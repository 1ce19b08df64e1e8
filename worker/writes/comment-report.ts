import * as z from 'zod/mini';
import { CommentReport, Id } from '../../src/contract';
import type { ChronicleDB, CommentRow, ThreadRef } from '../../src/db';
import { pendingReportedIds, REPORTS_SCOPE } from '../sync/reports';
import { done } from '../result';
import { defineWrite, snippet } from './define';

/** The comment reported and, for a top-level comment, the replies under it: all leave the reporter's threads. */
async function withReplies(db: ChronicleDB, comment: CommentRow): Promise<CommentRow[]> {
  return comment.depth === 0 ? [comment, ...(await db.comments.where('parent_id').equals(comment.comment_id).toArray())] : [comment];
}

/** Every count that counted the comment (and its replies) goes down by `n` (up, with a negative n). */
async function countLess(db: ChronicleDB, comment: CommentRow, n: number): Promise<void> {
  await db.threads.where('thread').equals(comment.thread).modify((t) => {
    t.comment_count = Math.max(0, t.comment_count - n);
  });
  if (comment.parent_id) {
    await db.comments.where('comment_id').equals(comment.parent_id).modify((p) => {
      p.reply_count = Math.max(0, p.reply_count - n);
    });
  }
  if (comment.kind === 'dungeon') {
    await db.dungeons.where('dungeon_id').equals(comment.target_id).modify((d) => {
      d.discussion_count = Math.max(0, d.discussion_count - n);
    });
  }
  if (comment.kind === 'adventure' && comment.chapter !== null) {
    await db.chapters.where('[adventure_id+chapter_number]').equals([comment.target_id, comment.chapter]).modify((c) => {
      c.comment_count = Math.max(0, c.comment_count - n);
    });
  }
}

const refOf = (c: Pick<CommentRow, 'kind' | 'target_id' | 'chapter'>): ThreadRef =>
  c.kind === 'adventure' ? { kind: 'adventure', target_id: c.target_id, chapter: c.chapter ?? 1 } : { kind: c.kind, target_id: c.target_id };

/**
 * 'Report' on another player's comment: a reason and an optional note. The comment (with the replies under
 * it) leaves the reporter's threads at once, offline too, and stays gone: the server leaves what a player
 * reported out of what they read, and a pull made before the report is delivered leaves it out too
 * (sync/reports.ts). `removed`: the rows taken away and `uncounted` the counts lowered, put back on discard.
 */
export const commentReport = defineWrite({
  kind: 'commentReport',
  input: z.extend(CommentReport, { comment_id: Id }),
  tables: (db) => [db.comments, db.threads, db.dungeons, db.chapters],

  async prepare({ db }, { comment_id, reason, note }) {
    const [comment, me, pending] = await Promise.all([db.comments.get(comment_id), db.user.get('me'), pendingReportedIds(db)]);
    if (!comment || pending.has(comment_id)) return done;
    if (comment.pending) return { ok: false, message: 'This comment has not been sent yet.' };
    if (me?.user_id === comment.user.user_id) return { ok: false, message: 'You cannot report your own comment.' };
    return {
      scope: REPORTS_SCOPE,
      label: `Report: ${snippet(comment.text)}`,
      async optimistic() {
        const removed = await withReplies(db, comment);
        const uncounted = 1 + (comment.depth === 0 ? comment.reply_count : 0);
        await db.comments.bulkDelete(removed.map((c) => c.comment_id));
        await countLess(db, comment, uncounted);
        return {
          kind: 'commentReport',
          request: { endpoint: 'reportComment', params: { commentId: comment_id }, body: note ? { reason, note } : { reason } },
          removed,
          uncounted,
        };
      },
    };
  },

  // A pull that landed meanwhile may have brought it back before the server knew: gone again.
  async apply(db, row) {
    const comment = row.removed[0];
    if (!comment) return;
    const back = await db.comments.get(comment.comment_id);
    if (back) await db.comments.bulkDelete((await withReplies(db, back)).map((c) => c.comment_id));
  },

  async rollback(db, row) {
    const comment = row.removed[0];
    if (!comment) return;
    await db.comments.bulkPut(row.removed);
    await countLess(db, comment, -row.uncounted);
  },

  // The counts as the server now counts them for the reporter.
  refreshAfter: (row) => (row.removed[0] ? [{ kind: 'thread', thread: refOf(row.removed[0]) }] : []),
});
