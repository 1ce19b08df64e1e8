import type { ChronicleDB, NoticeRow } from '../../src/db';

/**
 * Keeps a message for the player from a write delivered in the background (the answer may arrive long
 * after the screen that made it is gone); the notice host shows it once. Call inside the write's
 * transaction, with db.notices among its tables.
 */
export async function addNotice(db: ChronicleDB, text: string, tone: NoticeRow['tone'], now: number): Promise<void> {
  await db.notices.add({ text, tone, created_at: now });
}
