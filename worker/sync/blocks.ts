import type * as z from 'zod/mini';
import type { BlockedUser } from '../../src/contract';
import type { ChronicleDB, UserRow } from '../../src/db';

type Blocked = UserRow['blocked_users'][number];

/** The scope of blocking and unblocking: one list, changed in the order the player changed it. */
export const BLOCKS_SCOPE = 'user:blocks';

export const withBlocked = (list: readonly Blocked[], who: Blocked): Blocked[] => [...list.filter((b) => b.user_id !== who.user_id), who];
export const withoutBlocked = (list: readonly Blocked[], userId: string): Blocked[] => list.filter((b) => b.user_id !== userId);

/**
 * The blocked list the player sees: the server's, with the blocks and unblocks still waiting in the
 * outbox applied on top (a pull of the user must not undo what the player just did offline).
 */
export async function blockedWithPending(db: ChronicleDB, fromServer: readonly z.infer<typeof BlockedUser>[] | readonly Blocked[]): Promise<Blocked[]> {
  const pending = await db.outbox.where('[scope+seq]').between([BLOCKS_SCOPE, 0], [BLOCKS_SCOPE, Infinity]).toArray();
  let list: Blocked[] = [...fromServer];
  for (const row of pending) {
    if (row.kind === 'userBlock') list = withBlocked(list, row.blocked);
    else if (row.kind === 'userUnblock') list = withoutBlocked(list, row.request.params.userId);
  }
  return list;
}
