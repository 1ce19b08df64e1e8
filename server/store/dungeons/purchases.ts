/** Local test-mode purchases of the dungeon side (try-again, room restart), written with their effect. */
import type { Db } from '../db';
import { iso } from '../query';

export interface DungeonPurchaseRow {
  product: string;
  dungeon_id: string;
  amount_cents: number;
  mode: string;
}

export async function insertDungeonPurchase(db: Db, userId: string, p: DungeonPurchaseRow & { currency: string }, now: number): Promise<void> {
  await db
    .insertInto('dungeon_purchases')
    .values({ user_id: userId, product: p.product, dungeon_id: p.dungeon_id, amount_cents: p.amount_cents, currency: p.currency, mode: p.mode, at: iso(now) })
    .execute();
}

export async function purchasesOf(db: Db, userId: string): Promise<DungeonPurchaseRow[]> {
  return db.selectFrom('dungeon_purchases').select(['product', 'dungeon_id', 'amount_cents', 'mode']).where('user_id', '=', userId).orderBy('id').execute();
}
