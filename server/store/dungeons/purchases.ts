/** Local test-mode purchases of the dungeon side (try-again, room restart), written with their effect. */
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

export interface DungeonPurchaseRow {
  product: string;
  dungeon_id: string;
  amount_cents: number;
  mode: string;
}

export function insertDungeonPurchase(db: Db, userId: string, p: DungeonPurchaseRow & { currency: string }, now: number): void {
  stmt(
    db,
    'INSERT INTO dungeon_purchases (user_id, product, dungeon_id, amount_cents, currency, mode, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(userId, p.product, p.dungeon_id, p.amount_cents, p.currency, p.mode, iso(now));
}

export function purchasesOf(db: Db, userId: string): DungeonPurchaseRow[] {
  return stmt(db, 'SELECT product, dungeon_id, amount_cents, mode FROM dungeon_purchases WHERE user_id = ? ORDER BY id').all(userId) as DungeonPurchaseRow[];
}
