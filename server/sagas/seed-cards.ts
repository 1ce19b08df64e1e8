/** Seeds the sagas domain's world at start (idempotent): the trading cards of the seeded Memories. */
import { seededCards } from '../content/sagas/cards';
import type { MemorySeed } from '../content/memory-types';
import { upsertSeededCard } from '../store/sagas/cards';
import { type Db, inTransaction } from '../store/db';

export async function seedSagaCards(db: Db, memories: readonly MemorySeed[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const card of seededCards(memories)) await upsertSeededCard(trx, card);
  });
}
