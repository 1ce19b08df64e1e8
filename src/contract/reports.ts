/**
 * Reporting another player's comment (not in the spec; ours, issue #22). The reporter stops seeing the
 * comment (and, for a top-level comment, its replies) at once; the server keeps the report for moderation
 * and shows its count to nobody.
 */
import * as z from 'zod/mini';
import { Id } from './common';
import { endpoint } from './endpoint';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReasonKey } from './report-reasons';

export { REPORT_NOTE_MAX, REPORT_REASONS };
export const ReportReason = z.enum(Object.keys(REPORT_REASONS) as [ReportReasonKey, ...ReportReasonKey[]]);
export type ReportReason = z.infer<typeof ReportReason>;

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
