/**
 * Deleting an account: every row of the player erased at once, in one transaction (store/account/deletion.ts
 * says what goes; docs/architecture.md, "Deleting an account", why). Their sessions go with their tokens'
 * rows, so every device of theirs is signed out at its next call.
 */
import type { Db } from '../store/db';
import { erasePlayer } from '../store/account/deletion';

export const ACCOUNT_DELETED = 'Your account and everything of it have been deleted.';

export function deleteAccount(db: Db, userId: string): void {
  db.transaction(() => erasePlayer(db, userId))();
}
