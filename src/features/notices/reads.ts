/** Notices of writes delivered in the background, oldest first. */
import { db } from '../../db';
import { useLive } from '../../lib/useLive';

export const firstNotice = async () => (await db.notices.orderBy('created_at').first()) ?? null;
export const useFirstNotice = () => useLive(firstNotice, []);
