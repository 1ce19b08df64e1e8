/** Unlimited-play passes: a paid subscription or a free-play perk (codes, referrals, bonuses, ads). */
import type { Db } from '../db';
import { stmt } from '../stmt';

export type PassKind = 'subscription' | 'unlimited_play' | 'keys_choices';

export function addPass(db: Db, userId: string, kind: PassKind, source: string, startsAt: number, endsAt: number): void {
  stmt(db, 'INSERT INTO play_passes (user_id, kind, source, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)').run(userId, kind, source, startsAt, endsAt);
}

/** The latest end among the player's passes of these kinds that are running now, or null. */
export function passEnd(db: Db, userId: string, kinds: readonly PassKind[], now: number): number | null {
  const marks = kinds.map(() => '?').join(', ');
  return stmt(db, `SELECT MAX(ends_at) FROM play_passes WHERE user_id = ? AND kind IN (${marks}) AND starts_at <= ? AND ends_at > ?`)
    .pluck()
    .get(userId, ...kinds, now, now) as number | null;
}

/** When the player's last pass of a kind ends, running or not: a new paid month extends from there. */
export function lastPassEnd(db: Db, userId: string, kind: PassKind): number | null {
  return stmt(db, 'SELECT MAX(ends_at) FROM play_passes WHERE user_id = ? AND kind = ?').pluck().get(userId, kind) as number | null;
}
