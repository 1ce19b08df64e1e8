/**
 * Deleting an account: every row of the player erased at once, in one transaction (store/account/deletion.ts
 * says what goes; docs/architecture.md, "Deleting an account", why). Their sessions go with their tokens'
 * rows, so every device of theirs is signed out at its next call.
 */
import { fail } from '../http/errors';
import { type Db, inTransaction } from '../store/db';
import { erasePlayer } from '../store/account/deletion';
import { subscriptionOf } from './subscription';

export const ACCOUNT_DELETED = 'Your account and everything of it have been deleted.';

/**
 * A plan a provider still renews would go on charging a card nobody can manage any more: it is cancelled
 * first, at the provider. Test mode's plan renews here, so it ends with the account.
 */
export async function refuseWhilePaying(db: Db, userId: string, now: number): Promise<void> {
  const plan = await subscriptionOf(db, userId, now);
  if (plan?.provider === 'provider' && plan.status === 'active') {
    fail(409, 'Cancel your subscription first (Manage or cancel subscription), so it is not charged again.');
  }
}

export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await inTransaction(db, (trx) => erasePlayer(trx, userId));
}
