/**
 * The seeded trading cards: for every Memory a silver card per adventure (earned by finishing it) and a
 * gold card for the whole Memory (earned by finishing its last unfinished adventure). Ids are stable: never rename.
 */
import type { MemorySeed } from '../memory-types';

export interface SeededCard {
  card_id: string;
  saga_id: string;
  award_key: string;
  name: string;
  art: string;
  type: 'gold' | 'silver';
  award_text: string;
  position: number;
}

export function seededCards(memories: readonly MemorySeed[]): SeededCard[] {
  let position = 0;
  return memories.flatMap((m) => [
    {
      card_id: `card-${m.series_id}-gold`,
      saga_id: m.saga_id,
      award_key: `series:${m.series_id}`,
      name: m.name,
      art: m.art,
      type: 'gold' as const,
      award_text: `Finish every adventure of ${m.name}`,
      position: position++,
    },
    ...m.adventures.map((a) => ({
      card_id: `card-${a.adventure_id}`,
      saga_id: m.saga_id,
      award_key: `adventure:${a.adventure_id}`,
      name: a.name,
      art: a.art,
      type: 'silver' as const,
      award_text: `Finish “${a.name}”`,
      position: position++,
    })),
  ]);
}
