/** A saga as the saga page shows it: a seeded series or a custom story (in-play §7 Sagas). */
import * as z from 'zod/mini';
import { Id, IsoDate } from '../common';
import { endpoint } from '../endpoint';
import { CardList } from './cards';
import { Story } from './custom-story';

export const SagaKind = z.enum(['series', 'custom']);

/** GET /sagas/{id}/ */
export const Saga = z.object({
  saga_id: Id,
  kind: SagaKind,
  title: z.string(),
  cover: z.string(),
  description: z.string(),
  /** The creator's name (series) or the owner's username (custom). */
  owner: z.string(),
  owner_id: z.nullable(Id),
  is_owner: z.boolean(),
  is_public: z.boolean(),
  is_premium: z.boolean(),
  can_access: z.boolean(),
  series_id: z.nullable(Id),
  discussion_count: z.int().check(z.gte(0)),
  created_at: z.nullable(IsoDate),
});
export type Saga = z.infer<typeof Saga>;

/**
 * GET /sagas/{id}/adventure/ — where 'Open Adventure' goes: for a series the adventure play resumes
 * (and its chapter), for a custom saga the story itself.
 */
export const SagaAdventure = z.object({
  saga_id: Id,
  kind: SagaKind,
  series_id: z.nullable(Id),
  adventure_id: z.nullable(Id),
  current_chapter: z.int().check(z.gte(1)),
  story: z.nullable(Story),
});
export type SagaAdventure = z.infer<typeof SagaAdventure>;

export const sagaApi = {
  saga: endpoint({ method: 'GET', path: '/sagas/:sagaId/', response: Saga }),
  sagaAdventure: endpoint({ method: 'GET', path: '/sagas/:sagaId/adventure/', response: SagaAdventure }),
  sagaCards: endpoint({ method: 'GET', path: '/sagas/:sagaId/cards/', response: CardList }),
} as const;
