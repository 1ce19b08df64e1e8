/** A saga's page (series or custom) and where its 'Open Adventure' leads. */
import type { Saga, SagaAdventure } from '../../src/contract';
import { canAccess } from '../access/adventure-access';
import { artUrl } from '../art/urls';
import { findCreator, listAdventures } from '../store/memories/seeded-memories';
import { customCardOf, findCard } from '../store/sagas/cards';
import type { Db } from '../store/db';
import { discussionCount } from '../comments/counts';
import { findProgress, firstUnfinished } from '../store/memories/progress';
import { type SagaRef, sagaFor } from '../access/saga-access';
import { storyView } from './story-view';
import { isSubscriber } from '../account/passes';

/** GET /sagas/{id}/ */
export const sagaPage = async (db: Db, userId: string, sagaId: string, now: number): Promise<Saga> => sagaView(db, userId, await sagaFor(db, userId, sagaId), now);

export async function sagaView(db: Db, userId: string, ref: SagaRef, now: number): Promise<Saga> {
  if (ref.kind === 'series') {
    const s = ref.series;
    return {
      saga_id: s.saga_id,
      kind: 'series',
      title: s.name,
      cover: artUrl(s.art),
      description: s.description,
      owner: (await findCreator(db, s.creator_id))?.name ?? '',
      owner_id: null,
      is_owner: false,
      is_public: true,
      is_premium: !!s.is_premium,
      can_access: canAccess(s, await isSubscriber(db, userId, now)),
      series_id: s.series_id,
      // What its 'Comments' link opens: the saga's own thread (a chapter's talk is on that chapter).
      discussion_count: await discussionCount(db, 'saga', s.saga_id, userId),
      created_at: null,
    };
  }
  const c = ref.saga;
  const cardId = await customCardOf(db, c.saga_id);
  return {
    saga_id: c.saga_id,
    kind: 'custom',
    title: c.title,
    cover: artUrl(`story-${c.saga_id}`),
    description: c.premise,
    owner: c.owner_username ?? 'A Historian',
    owner_id: c.owner_id,
    is_owner: c.owner_id === userId && !c.deleted_at,
    is_public: !!(cardId && (await findCard(db, userId, cardId))?.is_public),
    is_premium: false,
    can_access: true,
    series_id: null,
    discussion_count: await discussionCount(db, 'saga', c.saga_id, userId),
    created_at: c.created_at,
  };
}

/** GET /sagas/{id}/adventure/ */
export async function sagaAdventure(db: Db, userId: string, sagaId: string, now: number): Promise<SagaAdventure> {
  const ref = await sagaFor(db, userId, sagaId);
  if (ref.kind === 'custom') {
    const story = await storyView(db, userId, ref.saga, now);
    return { saga_id: ref.saga.saga_id, kind: 'custom', series_id: null, adventure_id: null, current_chapter: story.current_chapter, story };
  }
  const all = await listAdventures(db, ref.series.series_id);
  const next = (await firstUnfinished(db, userId, all)) ?? all.at(-1);
  const chapter = next ? ((await findProgress(db, userId, next.adventure_id))?.current_chapter ?? 1) : 1;
  return { saga_id: ref.series.saga_id, kind: 'series', series_id: ref.series.series_id, adventure_id: next?.adventure_id ?? null, current_chapter: chapter, story: null };
}
