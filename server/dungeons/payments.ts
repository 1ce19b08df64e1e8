/**
 * Paid second chances (in-play §1, §9): the try-again after game over and the room restart (PRICE_CENTS).
 * In test mode (PAYMENT_TEST_MODE=1) each is recorded as a test purchase, in the same transaction as its
 * effect, and succeeds. Otherwise it is refused (402) before anything is played: the provider's hosted
 * checkout sells the subscription only, and a missing checkout never means free.
 */
import { NOT_SOLD_HERE, PRICES_CENTS } from '../account/prices';
import { fail } from '../http/errors';
import type { ServerContext } from '../http/server-context';
import { insertDungeonPurchase } from '../store/dungeons/purchases';
import { findUser } from '../store/users';
import { isTempEmail, LINK_NEEDED_MESSAGE } from '../../src/contract';

export type PaidProduct = 'resurrection' | 'restart_room';

export async function chargePurchase(ctx: ServerContext, userId: string, product: PaidProduct, dungeonId: string): Promise<void> {
  if (!ctx.payments.testMode) fail(402, NOT_SOLD_HERE);
  // Paying needs a linked account (app-shell §4), test purchases as well: a guest is asked to link first.
  if (isTempEmail((await findUser(ctx.db, userId))?.email ?? '')) fail(403, LINK_NEEDED_MESSAGE);
  await insertDungeonPurchase(ctx.db, userId, { product, dungeon_id: dungeonId, amount_cents: PRICES_CENTS[product], currency: 'usd', mode: 'test' }, ctx.now());
}
