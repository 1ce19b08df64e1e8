import type { LockManagerLike } from '../deps';

export const OUTBOX_LOCK = 'outbox';

/**
 * Runs `fn` as the one replayer across tabs. The lock is held for a whole drain, so whichever tab
 * holds it is the leader; a tab that kicks meanwhile waits its turn and then finds the rows the
 * leader left. Because a drain only starts under the lock, a row still 'sending' then was
 * abandoned by a tab that closed mid-request.
 */
export function asLeader<T>(locks: LockManagerLike, fn: () => Promise<T>): Promise<T> {
  return locks.request(OUTBOX_LOCK, fn);
}

/** For hosts without the Web Locks API (one tab at a time is then the best we can do). */
export const noLocks: LockManagerLike = { request: (_name, fn) => fn() };
