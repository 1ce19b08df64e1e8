/** Whom a reader must not see in any thread: the players they blocked (account domain's blocks). No reader, nobody hidden. */
import { blockedIds } from '../store/account/social';
import type { Db } from '../store/db';

export const hiddenAuthorsFor = async (db: Db, viewerId: string | null): Promise<string[]> => (viewerId ? await blockedIds(db, viewerId) : []);

/** Why a reader may neither read nor answer a conversation a player they blocked started. */
export const BLOCKED_CONVERSATION = 'You blocked the Historian who started this conversation, so it is hidden from you and cannot be answered.';
