/**
 * Is this player a subscriber? Subscription state belongs to the account domain; this reads it without
 * depending on its code: `users.subscription_until` (ms or ISO) if that column exists, else an active
 * 'subscription' row of `play_passes (user_id, kind, starts_at, ends_at)`, else false (nobody subscribes).
 */
import type { Db } from '../store/db';
import { columnsOf } from '../store/story-schema';
import { stmt } from '../store/stmt';

const asMs = (v: unknown): number => {
  if (typeof v === 'number') return v < 1e12 ? v * 1000 : v; // seconds or milliseconds
  if (typeof v === 'string') return /^\d+$/.test(v) ? asMs(Number(v)) : Date.parse(v);
  return NaN;
};

function passActive(db: Db, userId: string, kinds: string[], now: number): boolean {
  const cols = columnsOf(db, 'play_passes');
  if (!['user_id', 'kind', 'starts_at', 'ends_at'].every((c) => cols.includes(c))) return false;
  const marks = kinds.map(() => '?').join(', ');
  return !!stmt(db, `SELECT 1 FROM play_passes WHERE user_id = ? AND kind IN (${marks}) AND starts_at <= ? AND ends_at > ?`).get(
    userId,
    ...kinds,
    now,
    now,
  );
}

export function isSubscriber(db: Db, userId: string | null, now: number = Date.now()): boolean {
  if (!userId) return false;
  if (columnsOf(db, 'users').includes('subscription_until')) {
    const until = stmt(db, 'SELECT subscription_until FROM users WHERE user_id = ?').pluck().get(userId);
    if (asMs(until) > now) return true;
  }
  return passActive(db, userId, ['subscription'], now);
}

/** Premium Memories open to subscribers and to players holding an unlimited-play pass (free codes, referrals). */
export function canPlayPremium(db: Db, userId: string | null, now: number = Date.now()): boolean {
  return isSubscriber(db, userId, now) || (!!userId && passActive(db, userId, ['unlimited_play'], now));
}
