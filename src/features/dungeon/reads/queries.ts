/**
 * The Timeline's reads of the local database (src/db/queries.ts belongs to the database's owner):
 * pure reads, answering null for "absent" so a live query's undefined always means "not read yet".
 */
import { db, type DungeonEventRow, type HomeRow } from '../../../db';

export const getDungeon = async (id: string) => (await db.dungeons.get(id)) ?? null;
export const getProgress = async (id: string) => (await db.dungeonProgress.get(id)) ?? null;
export const getExtras = async (id: string) => (await db.dungeonExtras.get(id)) ?? null;

/** The crawl's events in seq order; optimistic inputs (seq >= PENDING_SEQ_BASE) come last, as sent. */
export const listEvents = (id: string): Promise<DungeonEventRow[]> =>
  db.dungeonEvents.where('[dungeon_id+seq]').between([id, -Infinity], [id, Infinity]).toArray();

export const listNotes = (id: string) => db.dungeonNotes.where('dungeon_id').equals(id).sortBy('created_at');
export const listJournal = (id: string) => db.dungeonJournal.where('dungeon_id').equals(id).sortBy('created_at');

/** The Timelines the home lists know of (featured, then recents), each once: the /dungeons list. */
export async function listDungeonItems(): Promise<HomeRow[]> {
  const [featured, recents] = await Promise.all([db.featured.orderBy('position').toArray(), db.recents.orderBy('position').toArray()]);
  const seen = new Set<string>();
  return [...featured, ...recents].filter((i) => {
    if (i.kind !== 'dungeon' || !i.dungeon_id || seen.has(i.dungeon_id)) return false;
    seen.add(i.dungeon_id);
    return true;
  });
}
