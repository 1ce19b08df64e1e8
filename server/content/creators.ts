/**
 * The creators who sign the seeded world; memories name them by creator_id. Content by the premium
 * one needs a subscription to play.
 */
import type { CreatorSeed } from './memory-types';

export const creators: CreatorSeed[] = [
  { creator_id: 'lantern-guild', name: 'The Lantern Guild', page_name: 'lantern-guild', is_premium: false, art: 'creator-lantern-guild' },
  { creator_id: 'vellum-house', name: 'Vellum House', page_name: 'vellum-house', is_premium: true, art: 'creator-vellum-house' },
];
