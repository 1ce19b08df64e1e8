/** Unlimited-play passes: a paid subscription or a free-play perk (codes, referrals, bonuses, ads). */
import type { Db } from '../db';
import { stmt } from '../stmt';

export type PassKind = 'subscription' | 'unlimited_play' | 'keys_choices';

export function addPass(db: Db, userId: string, kind: PassKind, source: string, startsAt: number, endsAt: number): void {
  stmt(db, 'INSERT INTO play_passes (user_id, kind, source, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)').run(userId, kind, source, startsAt, endsAt);
}

/**
 * When the player's unlimited play of these kinds runs out: the end of the passes running now and of every
 * pass queued after them without a gap (perks stack, so a second one starts where the first ends), or null.
 */
export function passEnd(db: Db, userId: string, kinds: readonly PassKind[], now: number): number | null {
  const marks = kinds.map(() => '?').join(', ');
  const passes = stmt(db, `SELECT starts_at, ends_at FROM play_passes WHERE user_id = ? AND kind IN (${marks}) AND ends_at > ? ORDER BY starts_at`).all(
    userId,
    ...kinds,
    now,
  ) as { starts_at: number; ends_at: number }[];
  let end: number | null = null;
  for (const p of passes) {
    if (p.starts_at > (end ?? now)) break;
    end = Math.max(end ?? now, p.ends_at);
  }
  return end;
}

/** When the player's last pass of a kind ends, running or not: a new paid month extends from there. */
export function lastPassEnd(db: Db, userId: string, kind: PassKind): number | null {
  return stmt(db, 'SELECT MAX(ends_at) FROM play_passes WHERE user_id = ? AND kind = ?').pluck().get(userId, kind) as number | null;
}
