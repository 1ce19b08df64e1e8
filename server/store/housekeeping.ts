/** Drops what has outlived its use, at start and hourly. */
import { pruneCodeRequests } from './auth/magic-codes';
import type { Db } from './db';
import { pruneAnswers } from './idempotency';
import { pruneRefresh } from './auth/tokens';
import { prunePlayerActions } from './player-actions';

const HOUR = 3_600_000;
/**
 * Idempotency answers are kept 30 days (the promise is >= 24 h): an offline client may resend a
 * write whose first answer was lost days later, and a pruned key would apply it twice.
 */
export const ANSWER_RETENTION_MS = 30 * 24 * HOUR;

export function housekeep(db: Db, now: number): void {
  pruneAnswers(db, now - ANSWER_RETENTION_MS, now);
  pruneCodeRequests(db, now - 24 * HOUR);
  pruneRefresh(db, now);
  prunePlayerActions(db, now - 24 * HOUR);
}

export function startHousekeeping(db: Db, now: () => number): () => void {
  housekeep(db, now());
  const timer = setInterval(() => housekeep(db, now()), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
