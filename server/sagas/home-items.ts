/** The player's own custom stories as home items: Continue Play may lead back into one. */
import type { HomeItem } from '../../src/contract';
import { artUrl } from '../art/urls';
import type { Db } from '../store/db';
import { ownedCustomSagas } from '../store/sagas/custom-sagas';
import { blocksOf, lastTurnsOf } from '../store/sagas/story-turns';

export async function recentStories(db: Db, userId: string): Promise<HomeItem[]> {
  const sagas = await ownedCustomSagas(db, userId);
  if (sagas.length === 0) return [];
  const lastTurns = await lastTurnsOf(db, userId);
  return sagas.map((s): HomeItem => {
    const last = lastTurns.get(s.saga_id);
    const ended = last !== undefined && blocksOf(last).at(-1)?.blockType === 'endingCliffhanger';
    return {
      kind: 'story',
      series_id: null,
      dungeon_id: null,
      story_id: s.saga_id,
      name: s.title,
      image_url: artUrl(`story-${s.saga_id}`),
      description: s.premise,
      is_premium: false,
      can_access: true,
      progress: ended ? 'Completed' : 'In Progress',
      updated_at: s.updated_at,
    };
  });
}
