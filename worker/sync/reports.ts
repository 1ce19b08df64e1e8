import type { ChronicleDB } from '../../src/db';

/** The scope of comment reports: each is on its own, and they go out in the order made. */
export const REPORTS_SCOPE = 'reports';

/**
 * The comments the player reported whose reports still wait in the outbox: a thread's pull leaves them out,
 * so a pull that lands before the report does not bring back what the player just hid.
 */
export async function pendingReportedIds(db: ChronicleDB): Promise<Set<string>> {
  const rows = await db.outbox.where('[scope+seq]').between([REPORTS_SCOPE, 0], [REPORTS_SCOPE, Infinity]).toArray();
  return new Set(rows.flatMap((r) => (r.kind === 'commentReport' ? [r.request.params.commentId] : [])));
}
