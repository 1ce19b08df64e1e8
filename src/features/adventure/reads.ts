/** An adventure and its chapters as the device holds them. */
import { db, type ChapterRow } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export const getAdventure = async (adventureId: string) => (await db.adventures.get(adventureId)) ?? null;
export const listChapters = (adventureId: string): Promise<ChapterRow[]> => db.chapters.where('adventure_id').equals(adventureId).sortBy('chapter_number');

export function useAdventure(adventureId: string) {
  const adventure = useLive(() => getAdventure(adventureId), [adventureId]);
  const chapters = useLive(() => listChapters(adventureId), [adventureId]);
  const ensure = useEnsure({ kind: 'adventure', id: adventureId });
  return { adventure, chapters, ensure };
}
