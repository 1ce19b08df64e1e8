/** An adventure and its chapters as the device holds them, and what surrounds reading them. */
import type { EndScreen } from '../../contract';
import { db, type ChapterRow } from '../../db';
import { useEnsure, useEnsured } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export const getAdventure = async (adventureId: string) => (await db.adventures.get(adventureId)) ?? null;
export const listChapters = (adventureId: string): Promise<ChapterRow[]> => db.chapters.where('adventure_id').equals(adventureId).sortBy('chapter_number');
export const getExtras = async (adventureId: string) => (await db.adventureExtras.get(adventureId)) ?? null;

export function useAdventure(adventureId: string) {
  const { value: adventure, ensure } = useEnsured({ kind: 'adventure', id: adventureId }, () => getAdventure(adventureId), [adventureId]);
  const chapters = useLive(() => listChapters(adventureId), [adventureId]);
  return { adventure, chapters, ensure };
}

/** The loader's helper phrases and share banner, pulled for the next time too. */
export function useAdventureLoading(adventureId: string) {
  useEnsure({ kind: 'adventureLoading', id: adventureId });
  return useLive(async () => (await getExtras(adventureId))?.loading ?? null, [adventureId]);
}

/** The end screen of an ended adventure (the worker pulls each suggestion's detail with it). */
export function useEndScreen(adventureId: string) {
  const ensure = useEnsure({ kind: 'endScreen', id: adventureId });
  const end = useLive(async () => (await getExtras(adventureId))?.end_screen ?? null, [adventureId]);
  return { end, ensure };
}

/** A suggestion of the end screen whose detail the device holds, with where it opens. */
export interface AlsoLikeShown {
  key: string;
  kind: 'dungeon' | 'series';
  id: string;
  name: string;
  image_url: string;
}

/**
 * The 'users also like' entries whose detail was fetched (in-play §7: failures are skipped silently), in
 * the end screen's order.
 */
export const listAlsoLike = async (entries: EndScreen['users_also_like']): Promise<AlsoLikeShown[]> => {
  const found = await Promise.all(
    entries.map(async (e): Promise<AlsoLikeShown | null> => {
      if (e.dungeon_id) {
        const d = await db.dungeons.get(e.dungeon_id);
        return d ? { key: `dungeon:${d.dungeon_id}`, kind: 'dungeon', id: d.dungeon_id, name: d.name, image_url: d.image_url || e.image_url } : null;
      }
      if (e.series_id) {
        const s = await db.series.get(e.series_id);
        return s ? { key: `series:${s.series_id}`, kind: 'series', id: s.series_id, name: s.name, image_url: s.image_url || e.image_url } : null;
      }
      return null;
    }),
  );
  return found.filter((x): x is AlsoLikeShown => x !== null);
};

export const useAlsoLike = (entries: EndScreen['users_also_like'] | undefined) =>
  useLive(() => listAlsoLike(entries ?? []), [JSON.stringify(entries ?? [])]);
