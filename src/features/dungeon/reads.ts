/**
 * The dungeon feature's reads: pure queries of the local database (answering null for "absent", so a
 * live query's undefined always means "not read yet") and the hooks that pair them with an ensure.
 */
import { db, type DungeonEventRow, type HomeRow } from '../../db';
import { useEnsure, useEnsured } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';
import { useFeatured } from '../../lib/reads';

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

export function useDungeon(id: string) {
  const { value: dungeon, ensure } = useEnsured({ kind: 'dungeon', id }, () => getDungeon(id), [id]);
  return { dungeon, ensure };
}

/** The player's crawl: progress and events (the worker's 'crawl' pull also brings notes and journal). */
export function useCrawl(id: string, pull = true) {
  const { value: progress, ensure } = useEnsured(pull ? { kind: 'crawl', id } : null, () => getProgress(id), [id]);
  const events = useLive(() => listEvents(id), [id]);
  return { progress, events, ensure };
}

export const useExtras = (id: string) => useLive(() => getExtras(id), [id]);

export function useArtifactList(id: string, enabled: boolean) {
  const { value: list, ensure } = useEnsured(enabled ? { kind: 'dungeonArtifacts', id } : null, async () => (await getExtras(id))?.artifacts ?? null, [id]);
  return { list, ensure };
}

export function useLoading(id: string) {
  const extras = useExtras(id);
  useEnsure({ kind: 'dungeonLoading', id });
  return extras?.loading ?? null;
}

/** null when the status is missing (never fetched, or its fetch failed): the free option then hides. */
export function useResurrection(id: string, enabled: boolean) {
  const extras = useExtras(id);
  useEnsure(enabled ? { kind: 'resurrectionStatus', id } : null);
  return extras?.resurrection ?? null;
}

export const useNotes = (id: string) => useLive(() => listNotes(id), [id]);
export const useJournal = (id: string) => useLive(() => listJournal(id), [id]);

export function useDungeonItems() {
  const { everFetched, ensure } = useFeatured();
  const items = useLive(listDungeonItems, []);
  return { items, everFetched, ensure };
}

export function useExpedition(expeditionId: string | null) {
  const expedition = useLive(async () => (expeditionId ? ((await db.expeditions.get(expeditionId)) ?? null) : null), [expeditionId]);
  const ensure = useEnsure(expeditionId ? { kind: 'expedition', id: expeditionId } : null);
  return { expedition, ensure };
}

/** The expedition of the featured dungeons: the first expedition_id among those pulled. */
export function useFeaturedExpeditionId(dungeonIds: readonly string[]) {
  const key = dungeonIds.join('|');
  return useLive(async () => {
    const rows = await db.dungeons.bulkGet(key ? key.split('|') : []);
    return rows.find((d) => d?.expedition_id)?.expedition_id ?? null;
  }, [key]);
}
