/**
 * Who may see and do what with a saga. A series saga follows its series (premium needs a subscription or an
 * unlimited pass); a custom saga as store/sagas/visibility.ts says.
 */
import { fail } from '../http/errors';
import { type SeriesRow, seriesOfSaga } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { type CustomSagaRow, findCustomSaga } from '../store/sagas/custom-sagas';
import { canReadCustom } from '../store/sagas/visibility';


export type SagaRef = { kind: 'series'; series: SeriesRow } | { kind: 'custom'; saga: CustomSagaRow };

/** The saga, if this player may see it; 404 otherwise (a private story's existence is not disclosed). */
export async function sagaFor(db: Db, userId: string, sagaId: string): Promise<SagaRef> {
  const series = await seriesOfSaga(db, sagaId);
  if (series) return { kind: 'series', series };
  const saga = await findCustomSaga(db, sagaId);
  if (saga && await canReadCustom(db, userId, saga)) return { kind: 'custom', saga };
  return fail(404, 'That saga does not exist.');
}

/** A custom story, to read: 404 for a series saga or one this player may not see. */
export async function readableStory(db: Db, userId: string, storyId: string): Promise<CustomSagaRow> {
  const ref = await sagaFor(db, userId, storyId);
  return ref.kind === 'custom' ? ref.saga : fail(404, 'That story does not exist.');
}

/** A custom story only its owner may change: 404 if unseen, 403 for anyone else who can read it. */
export async function ownedStory(db: Db, userId: string, storyId: string): Promise<CustomSagaRow> {
  const ref = await sagaFor(db, userId, storyId);
  if (ref.kind !== 'custom') fail(404, 'That story does not exist.');
  if (ref.saga.owner_id !== userId || ref.saga.deleted_at) fail(403, 'Only the owner of this story can do that.');
  return ref.saga;
}
