import { db } from '../../db';
import { useLive } from '../../lib/useLive';

/**
 * Historians greeted on their first visit in this page's life: it stays their first visit until they leave
 * the page, though they close the Sanctum's introduction meanwhile (the greeting does not change under them).
 */
const firstVisits = new Set<string>();

/** The Sanctum's introduction (announced once, when onboarding ends) is still unseen: the Historian has not been here. */
const introductionUnseen = async (): Promise<boolean> => (await db.prompts.toArray()).some((p) => p.kind === 'sanctum_teaser' && !p.seen);

/** Whether this is the Historian's first visit to the Sanctum: no 'Welcome back' for someone who was never here. */
export function useFirstVisit(userId: string | undefined): boolean {
  const unseen = useLive(introductionUnseen, []);
  if (userId && unseen) firstVisits.add(userId);
  return !!userId && firstVisits.has(userId);
}
