/**
 * Paid second chances (in-play §1, §9): the try-again after game over and the room restart (PRICE_CENTS).
 * Until billing exists, each is recorded here as a local test-mode purchase, in the same transaction as
 * its effect, and always succeeds. The billing engineer may later route `chargeTestPurchase` through their
 * checkout; its callers need only a function that records the purchase or throws to refuse it.
 */
import { PRICES_CENTS } from '../account/prices';
import type { Db } from '../store/db';
import { insertDungeonPurchase } from '../store/dungeons/purchases';

export type PaidProduct = 'resurrection' | 'restart_room';

export function chargeTestPurchase(db: Db, userId: string, product: PaidProduct, dungeonId: string, now: number): void {
  insertDungeonPurchase(db, userId, { product, dungeon_id: dungeonId, amount_cents: PRICES_CENTS[product], currency: 'usd', mode: 'test' }, now);
}
