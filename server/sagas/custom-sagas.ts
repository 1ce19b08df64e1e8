/** A custom saga as its owner manages it (GET and DELETE /sagas/{id}/custom/). */
import type { CustomSaga } from '../../src/contract';
import { fail } from '../http/errors';
import type { Db } from '../store/db';
import { customCardOf, dismissCard } from '../store/sagas/cards';
import { softDeleteCustomSaga } from '../store/sagas/custom-sagas';
import { listTurns } from '../store/sagas/story-turns';
import { ownedStory, readableStory } from '../access/saga-access';
import { sagaView } from './saga-view';

export async function customSagaView(db: Db, userId: string, sagaId: string, now: number): Promise<CustomSaga> {
  const saga = await ownedStory(db, userId, sagaId);
  return {
    saga_id: saga.saga_id,
    title: saga.title,
    premise: saga.premise,
    from_saga_id: saga.from_saga_id,
    is_public: (await sagaView(db, userId, { kind: 'custom', saga }, now)).is_public,
    card_id: await customCardOf(db, saga.saga_id) ?? fail(500, 'A custom saga without its card.'),
    chapters_count: (await listTurns(db, saga.saga_id)).length,
    created_at: saga.created_at,
  };
}

const DELETED = { message: 'Adventure deleted successfully!' };

/**
 * 'Delete Custom Adventure?' — shown on any custom card (in-play §6). Its owner soft-deletes the saga: it
 * leaves their lists while players holding its card keep reading it. Anyone else who can see it removes
 * its card from their own collection.
 */
export async function deleteCustomSaga(db: Db, userId: string, sagaId: string, now: number): Promise<{ message: string }> {
  const saga = await readableStory(db, userId, sagaId);
  if (saga.owner_id === userId) {
    await softDeleteCustomSaga(db, saga.saga_id, now);
    return DELETED;
  }
  await dismissCard(db, userId, await customCardOf(db, saga.saga_id) ?? fail(500, 'A custom saga without its card.'), now);
  return DELETED;
}
