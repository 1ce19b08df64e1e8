/** The players the current player has blocked (kept on the player's row, blocks not yet sent included). */
import { db } from '../../db';
import { useSharedLive } from '../../lib/useLive';

export const listBlocked = async () => (await db.user.get('me'))?.blocked_users ?? [];
export const blockedIds = async (): Promise<Set<string>> => new Set((await listBlocked()).map((b) => b.user_id));

/** Read once for every avatar and author menu on screen: a list's rows share it. */
export const useBlockedUsers = () => useSharedLive('blocked', listBlocked);
export const useIsBlocked = (userId: string) => useBlockedUsers()?.some((b) => b.user_id === userId) ?? false;
