/**
 * Prices (cents) of the purchasable kinds, and test mode's purchases; the ones a player reads come from PRICE_CENTS
 * (src/contract/terms.ts: in-play §9 names $1.99 try-again and $0.99 restart).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { PRICE_CENTS, type ProductKind, type Purchase, type PurchaseRequest } from '../../src/contract';
import { fail } from '../http/errors';
import type { PaymentSettings } from '../start-refusal';
import { insertPurchase } from '../store/account/billing';
import type { Db } from '../store/db';

export const SUBSCRIPTION_PRICE_CENTS = PRICE_CENTS.subscription;

export const PRICES_CENTS: Record<z.infer<typeof ProductKind>, number> = {
  resurrection: PRICE_CENTS.resurrection,
  restart_room: PRICE_CENTS.restart_room,
  instant_key: 99,
  crystal_key: 199,
  instant_choices: 99,
  endless_choices_24_hrs: 299,
  full_adventure: 499,
  friend_pack: 299,
  friend_pack_choices: 199,
  dungeon: 499,
  season_pass: 999,
  free_monthly: 0,
  coupon: 0,
  free_24h: 0,
};

/** Said when a purchase is asked of a server with no one-off checkout: refused, never granted free. */
export const NOT_SOLD_HERE = 'Purchases are not available on this server yet. Nothing was charged.';

/**
 * POST /purchases/: in test mode, a local test purchase, always completed; context says what it was for.
 * A provider's hosted checkout takes only the subscription, so outside test mode a purchase is refused.
 */
export async function testPurchase(db: Db, payments: PaymentSettings, userId: string, body: z.infer<typeof PurchaseRequest>, now: number): Promise<Purchase> {
  if (!payments.testMode) fail(402, NOT_SOLD_HERE);
  const purchaseId = randomUUID();
  const amount = PRICES_CENTS[body.product];
  await insertPurchase(db, { purchase_id: purchaseId, user_id: userId, product: body.product, amount_cents: amount, context: body.context, now });
  return { purchase_id: purchaseId, status: 'completed', product: body.product, amount_cents: amount, test_mode: true };
}
