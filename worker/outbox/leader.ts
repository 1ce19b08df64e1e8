import type { LockManagerLike } from '../deps';

export const OUTBOX_LOCK = 'outbox';

/**
 * Takes the outbox lock for as long as this worker lives (until `until` settles): its holder is the one
 * replayer of every tab. Answers at once whether this worker leads now; if not, its request waits in line,
 * so when the leader's tab closes — mid-request even — the browser hands the lock on and `onLeadLater` runs in
 * the next tab, which resends what the old leader left half-sent (the server's idempotency makes it safe).
 */
export function seekLeadership(locks: LockManagerLike, onLeadLater: () => void, until: Promise<void>): Promise<boolean> {
  const hold = async (lock: unknown): Promise<boolean> => {
    if (!lock) return false;
    await until;
    return true;
  };
  return new Promise<boolean>((answer) => {
    locks
      .request(OUTBOX_LOCK, { ifAvailable: true }, (lock) => {
        answer(!!lock);
        return hold(lock);
      })
      .then((led) => {
        if (led) return;
        return locks.request(OUTBOX_LOCK, {}, (lock) => {
          onLeadLater();
          return hold(lock);
        });
      })
      .catch((e: unknown) => console.error('[outbox] the outbox lock failed', e));
  });
}

/** For hosts without the Web Locks API: every tab leads (one tab at a time is then the best we can do). */
export const noLocks: LockManagerLike = { request: (_name, _options, fn) => fn({}) };
