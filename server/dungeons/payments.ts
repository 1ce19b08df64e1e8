/**
 * Paid second chances (in-play §1, §9): the $1.99 try-again after game over and the $0.99 room restart.
 * Until billing exists, each is recorded here as a local test-mode purchase, in the same transaction as
 * its effect, and always succeeds. The billing engineer may later route `chargeTestPurchase` through their
 * checkout; its callers need only a function that records the purchase or throws to refuse it.
 */
import type { Db } from '../store/db';
import { insertDungeonPurchase } from '../store/dungeons/purchases';

export const PRICES = {
  resurrection: { amount_cents: 199, currency: 'usd' },
  restart_room: { amount_cents: 99, currency: 'usd' },
} as const;

export type PaidProduct = keyof typeof PRICES;

export function chargeTestPurchase(db: Db, userId: string, product: PaidProduct, dungeonId: string, now: number): void {
  insertDungeonPurchase(db, userId, { product, dungeon_id: dungeonId, ...PRICES[product], mode: 'test' }, now);
}
