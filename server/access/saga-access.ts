/**
 * Who may see and do what with a saga. A series saga follows its series (premium needs a subscription or an
 * unlimited pass). A custom saga: its owner; anyone when its card is public; and anyone holding its card —
 * also after the owner deleted it (in-play §9).
 */
import { fail } from '../http/errors';
import { customCardOf, findCard } from '../store/sagas/cards';
import { type SeriesRow, seriesOfSaga } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { type CustomSagaRow, findCustomSaga } from '../store/sagas/custom-sagas';

export type SagaRef = { kind: 'series'; series: SeriesRow } | { kind: 'custom'; saga: CustomSagaRow };

export function canReadCustom(db: Db, userId: string, saga: CustomSagaRow): boolean {
  const cardId = customCardOf(db, saga.saga_id);
  const card = cardId ? findCard(db, userId, cardId) : undefined;
  // Deleting removes the story for its owner only (their own copy of the card does not keep it).
  if (saga.deleted_at) return saga.owner_id !== userId && !!card && card.count > 0;
  if (card && card.count > 0) return true;
  return saga.owner_id === userId || !!card?.is_public;
}

/** Whether this player may see the saga: a series saga, or a custom one they may read. */
export function sagaVisible(db: Db, userId: string, sagaId: string): boolean {
  if (seriesOfSaga(db, sagaId)) return true;
  const saga = findCustomSaga(db, sagaId);
  return !!saga && canReadCustom(db, userId, saga);
}

/** The saga, if this player may see it; 404 otherwise (a private story's existence is not disclosed). */
export function sagaFor(db: Db, userId: string, sagaId: string): SagaRef {
  const series = seriesOfSaga(db, sagaId);
  if (series) return { kind: 'series', series };
  const saga = findCustomSaga(db, sagaId);
  if (saga && canReadCustom(db, userId, saga)) return { kind: 'custom', saga };
  return fail(404, 'That saga does not exist.');
}

/** A custom story, to read: 404 for a series saga or one this player may not see. */
export function readableStory(db: Db, userId: string, storyId: string): CustomSagaRow {
  const ref = sagaFor(db, userId, storyId);
  return ref.kind === 'custom' ? ref.saga : fail(404, 'That story does not exist.');
}

/** A custom story only its owner may change: 404 if unseen, 403 for anyone else who can read it. */
export function ownedStory(db: Db, userId: string, storyId: string): CustomSagaRow {
  const ref = sagaFor(db, userId, storyId);
  if (ref.kind !== 'custom') fail(404, 'That story does not exist.');
  if (ref.saga.owner_id !== userId || ref.saga.deleted_at) fail(403, 'Only the owner of this story can do that.');
  return ref.saga;
}
