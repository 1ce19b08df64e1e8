/** Drops what has outlived its use, at start and hourly. */
import { pruneCodeRequests } from './auth/magic-codes';
import { type Db, inTransaction, tryLock } from './db';
import { pruneAnswers } from './idempotency';
import { pruneRefresh } from './auth/tokens';
import { prunePlayerActions } from './player-actions';

const HOUR = 3_600_000;
/**
 * Idempotency answers are kept 30 days (the promise is >= 24 h): an offline client may resend a
 * write whose first answer was lost days later, and a pruned key would apply it twice.
 */
export const ANSWER_RETENTION_MS = 30 * 24 * HOUR;

/** One round, by one instance at a time: false when another instance is housekeeping (it does the work). */
export async function housekeep(db: Db, now: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await tryLock(trx, 'housekeeping'))) return false;
    await pruneAnswers(trx, now - ANSWER_RETENTION_MS, now);
    await pruneCodeRequests(trx, now - 24 * HOUR);
    await pruneRefresh(trx, now);
    await prunePlayerActions(trx, now - 24 * HOUR);
    return true;
  });
}

/** Housekeeps now and hourly; `onError` hears a round that failed (the next one tries again). */
export async function startHousekeeping(db: Db, now: () => number, onError: (error: unknown) => void): Promise<() => void> {
  await housekeep(db, now());
  const timer = setInterval(() => void housekeep(db, now()).catch(onError), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
