/**
 * Who may read a custom saga: its owner; anyone when its card is public; and anyone holding its card — also
 * after the owner deleted it (in-play §9). A question of the saga's and the player's rows, kept here so that
 * every domain that must not disclose a private story (access, account's ratings and feedback) asks the same.
 */
import type { Db } from '../db';
import { seriesOfSaga } from '../memories/seeded-memories';
import { customCardOf, findCard } from './cards';
import { type CustomSagaRow, findCustomSaga } from './custom-sagas';

export async function canReadCustom(db: Db, userId: string, saga: CustomSagaRow): Promise<boolean> {
  const cardId = await customCardOf(db, saga.saga_id);
  const card = cardId ? await findCard(db, userId, cardId) : undefined;
  // Deleting removes the story for its owner only (their own copy of the card does not keep it).
  if (saga.deleted_at) return saga.owner_id !== userId && !!card && card.count > 0;
  if (card && card.count > 0) return true;
  return saga.owner_id === userId || !!card?.is_public;
}

/** Whether this player may see the saga: a series saga, or a custom one they may read. */
export async function sagaVisible(db: Db, userId: string, sagaId: string): Promise<boolean> {
  if (await seriesOfSaga(db, sagaId)) return true;
  const saga = await findCustomSaga(db, sagaId);
  return !!saga && (await canReadCustom(db, userId, saga));
}
