/** Rank perks spent in play: one row per free resurrection or room restart taken from a counted perk. */
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

export type PerkKind = 'free_resurrection' | 'free_room_restart';

export function perkUsesOf(db: Db, userId: string, kind: PerkKind): number {
  return stmt(db, 'SELECT COUNT(*) FROM rank_perk_uses WHERE user_id = ? AND kind = ?').pluck().get(userId, kind) as number;
}

export function spendPerk(db: Db, userId: string, kind: PerkKind, dungeonId: string, now: number): void {
  stmt(db, 'INSERT INTO rank_perk_uses (user_id, kind, dungeon_id, at) VALUES (?, ?, ?, ?)').run(userId, kind, dungeonId, iso(now));
}
