/**
 * Paid second chances (in-play §1, §9): the $1.99 try-again after game over and the $0.99 room restart.
 * Until billing exists, each is recorded here as a local test-mode purchase, in the same transaction as
 * its effect, and always succeeds. The billing engineer may later route `chargeTestPurchase` through their
 * checkout; its callers need only a function that records the purchase or throws to refuse it.
 */
import type { Db } from '../store/db';
import { iso, stmt } from '../store/stmt';

export const PRICES = {
  resurrection: { amount_cents: 199, currency: 'usd' },
  restart_room: { amount_cents: 99, currency: 'usd' },
} as const;

export type PaidProduct = keyof typeof PRICES;

export function chargeTestPurchase(db: Db, userId: string, product: PaidProduct, dungeonId: string, now: number): void {
  const price = PRICES[product];
  stmt(
    db,
    'INSERT INTO dungeon_purchases (user_id, product, dungeon_id, amount_cents, currency, mode, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(userId, product, dungeonId, price.amount_cents, price.currency, 'test', iso(now));
}

export function purchasesOf(db: Db, userId: string): { product: string; dungeon_id: string; amount_cents: number; mode: string }[] {
  return stmt(db, 'SELECT product, dungeon_id, amount_cents, mode FROM dungeon_purchases WHERE user_id = ? ORDER BY id').all(userId) as {
    product: string;
    dungeon_id: string;
    amount_cents: number;
    mode: string;
  }[];
}
