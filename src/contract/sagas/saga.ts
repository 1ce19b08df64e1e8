/** A saga as the saga page shows it: a seeded series or a custom story (in-play §7 Sagas). */
import { z } from 'zod';
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
  owner_id: Id.nullable(),
  is_owner: z.boolean(),
  is_public: z.boolean(),
  is_premium: z.boolean(),
  can_access: z.boolean(),
  series_id: Id.nullable(),
  discussion_count: z.number().int().min(0),
  created_at: IsoDate.nullable(),
});
export type Saga = z.infer<typeof Saga>;

/**
 * GET /sagas/{id}/adventure/ — where 'Open Adventure' goes: for a series the adventure play resumes
 * (and its chapter), for a custom saga the story itself.
 */
export const SagaAdventure = z.object({
  saga_id: Id,
  kind: SagaKind,
  series_id: Id.nullable(),
  adventure_id: Id.nullable(),
  current_chapter: z.number().int().min(1),
  story: Story.nullable(),
});
export type SagaAdventure = z.infer<typeof SagaAdventure>;

export const sagaApi = {
  saga: endpoint({ method: 'GET', path: '/sagas/:sagaId/', response: Saga }),
  sagaAdventure: endpoint({ method: 'GET', path: '/sagas/:sagaId/adventure/', response: SagaAdventure }),
  sagaCards: endpoint({ method: 'GET', path: '/sagas/:sagaId/cards/', response: CardList }),
} as const;
