/**
 * Who may see and do what with a saga. A series saga follows its series (premium needs a subscription or an
 * unlimited pass). A custom saga: its owner; anyone when its card is public; and anyone holding its card —
 * also after the owner deleted it (in-play §9).
 */
import type { ServerContext } from '../http/server-context';
import { fail } from '../http/errors';
import { customCardOf, findCard } from '../store/sagas/cards';
import { type SeriesRow, findSeries } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { type CustomSagaRow, findCustomSaga } from '../store/sagas/custom-sagas';
import { stmt } from '../store/stmt';

export type SagaRef = { kind: 'series'; series: SeriesRow } | { kind: 'custom'; saga: CustomSagaRow };

export function seriesOfSaga(db: Db, sagaId: string): SeriesRow | undefined {
  const id = stmt(db, 'SELECT series_id FROM series WHERE saga_id = ?').pluck().get(sagaId) as string | undefined;
  return id ? findSeries(db, id) : undefined;
}

export function canReadCustom(db: Db, userId: string, saga: CustomSagaRow): boolean {
  const cardId = customCardOf(db, saga.saga_id);
  const card = cardId ? findCard(db, userId, cardId) : undefined;
  // Deleting removes the story for its owner only (their own copy of the card does not keep it).
  if (saga.deleted_at) return saga.owner_id !== userId && !!card && card.count > 0;
  if (card && card.count > 0) return true;
  return saga.owner_id === userId || !!card?.is_public;
}

/** The saga, if this player may see it; 404 otherwise (a private story's existence is not disclosed). */
export function sagaFor(ctx: ServerContext, userId: string, sagaId: string | undefined): SagaRef {
  const series = seriesOfSaga(ctx.db, sagaId ?? '');
  if (series) return { kind: 'series', series };
  const saga = findCustomSaga(ctx.db, sagaId ?? '');
  if (saga && canReadCustom(ctx.db, userId, saga)) return { kind: 'custom', saga };
  return fail(404, 'That saga does not exist.');
}

/** A custom story only its owner may change: 404 if unseen, 403 for anyone else who can read it. */
export function ownedStory(ctx: ServerContext, userId: string, storyId: string | undefined): CustomSagaRow {
  const ref = sagaFor(ctx, userId, storyId);
  if (ref.kind !== 'custom') fail(404, 'That story does not exist.');
  if (ref.saga.owner_id !== userId || ref.saga.deleted_at) fail(403, 'Only the owner of this story can do that.');
  return ref.saga;
}
