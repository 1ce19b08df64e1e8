/**
 * Reporting another player's comment (not in the spec; ours, issue #22). The reporter stops seeing the
 * comment (and, for a top-level comment, its replies) at once; the server keeps the report for moderation
 * and shows its count to nobody.
 */
import * as z from 'zod/mini';
import { Id } from './common';
import { endpoint } from './endpoint';

/** Why a comment is reported; the app words each (src/features/comments/ReportDialog.tsx, typed by this). */
export const ReportReason = z.enum(['spam', 'harassment', 'hate', 'sexual', 'spoiler', 'other']);
export type ReportReason = z.infer<typeof ReportReason>;

/** At most this many characters of a report's optional note (the app's copy: src/lib/limits.ts UI_REPORT_LIMITS). */
export const REPORT_NOTE_MAX = 500;

/** POST /comments/:commentId/report/ */
export const CommentReport = z.strictObject({
  reason: ReportReason,
  note: z.optional(z.pipe(z.pipe(z.string(), z.transform((s) => s.trim())), z.string().check(z.maxLength(REPORT_NOTE_MAX, `At most ${REPORT_NOTE_MAX} characters`)))),
});
export type CommentReport = z.input<typeof CommentReport>;

export const ReportAnswer = z.object({ comment_id: Id, reported: z.literal(true) });

export const reportsApi = {
  reportComment: endpoint({ method: 'POST', path: '/comments/:commentId/report/', body: CommentReport, response: ReportAnswer }),
} as const;
