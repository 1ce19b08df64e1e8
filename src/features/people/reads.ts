/** The players the current player has blocked (kept on the player's row, blocks not yet sent included). */
import { db } from '../../db';
import { useLive } from '../../lib/useLive';

export const listBlocked = async () => (await db.user.get('me'))?.blocked_users ?? [];
export const blockedIds = async (): Promise<Set<string>> => new Set((await listBlocked()).map((b) => b.user_id));

export const useBlockedUsers = () => useLive(listBlocked, []);
export const useIsBlocked = (userId: string) => useLive(async () => (await blockedIds()).has(userId), [userId]) ?? false;
