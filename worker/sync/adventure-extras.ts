import type { AdventureExtrasRow, ChronicleDB } from '../../src/db';
import type { Resource } from '../types';
import type { PullSpec } from './pull';

/** Sets one field of an adventure's extras row, keeping the others. Call inside a transaction over adventureExtras. */
async function mergeExtras(db: ChronicleDB, adventureId: string, patch: Omit<Partial<AdventureExtrasRow>, 'adventure_id'>): Promise<void> {
  const current = await db.adventureExtras.get(adventureId);
  await db.adventureExtras.put({ ...current, ...patch, adventure_id: adventureId });
}

/** GET /ac/{id}/loading/: the loader's helper phrases and its share banner, kept for a loader shown offline. */
export const adventureLoadingSpec = (id: string): PullSpec<'adventureLoading'> => ({
  key: `adventureLoading:${id}`,
  endpoint: 'adventureLoading',
  params: { id },
  tables: (db) => [db.adventureExtras],
  write: (db, loading) => mergeExtras(db, id, { loading }),
  media: (l) => ({ image: [l.shareCodeBackgroundImage] }),
});

/** GET /ac/{id}/end-screen/: what comes after the adventure, kept so the ending reads offline. */
export const endScreenSpec = (id: string): PullSpec<'endScreen'> => ({
  key: `endScreen:${id}`,
  endpoint: 'endScreen',
  params: { id },
  tables: (db) => [db.adventureExtras],
  write: (db, end_screen) => mergeExtras(db, id, { end_screen }),
  media: (e) => ({ image: [e.next_adventure?.image_url, ...e.users_also_like.map((l) => l.image_url)] }),
});

/**
 * The detail of each 'users also like' entry of an end screen (in-play §7: fetched in parallel; a failure
 * is skipped, the entry then does not show): a Timeline's or a Memory's.
 */
export async function alsoLikeDetails(db: ChronicleDB, adventureId: string): Promise<Resource[]> {
  const end = (await db.adventureExtras.get(adventureId))?.end_screen;
  return (end?.users_also_like ?? []).flatMap((l): Resource[] =>
    l.dungeon_id ? [{ kind: 'dungeon', id: l.dungeon_id }] : l.series_id ? [{ kind: 'series', id: l.series_id }] : [],
  );
}
