/** Seeds the sagas domain's world at start (idempotent): the trading cards of the seeded Memories. */
import { seededCards } from '../content/sagas/cards';
import type { MemorySeed } from '../content/memory-types';
import { upsertSeededCard } from '../store/sagas/cards';
import type { Db } from '../store/db';

export function seedSagaCards(db: Db, memories: readonly MemorySeed[]): void {
  db.transaction(() => {
    for (const card of seededCards(memories)) upsertSeededCard(db, card);
  })();
}
