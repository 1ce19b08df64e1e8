/** The Timeline's data hooks: a live query of what the device holds plus an ensure that pulls it. */
import { useEnsure } from '../../../lib/useEnsure';
import { useLive } from '../../../lib/useLive';
import { useFeatured } from '../../../lib/useStore';
import * as q from './queries';

export function useDungeon(id: string) {
  const dungeon = useLive(() => q.getDungeon(id), [id]);
  const ensure = useEnsure({ kind: 'dungeon', id });
  return { dungeon, ensure };
}

/** The player's crawl: progress and events (the worker's 'crawl' pull also brings notes and journal). */
export function useCrawl(id: string, pull = true) {
  const progress = useLive(() => q.getProgress(id), [id]);
  const events = useLive(() => q.listEvents(id), [id]);
  const ensure = useEnsure(pull ? { kind: 'crawl', id } : null);
  return { progress, events, ensure };
}

export const useExtras = (id: string) => useLive(() => q.getExtras(id), [id]);

export function useArtifactList(id: string, enabled: boolean) {
  const extras = useExtras(id);
  const ensure = useEnsure(enabled ? { kind: 'dungeonArtifacts', id } : null);
  return { list: extras === undefined ? undefined : (extras?.artifacts ?? null), ensure };
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

export const useNotes = (id: string) => useLive(() => q.listNotes(id), [id]);
export const useJournal = (id: string) => useLive(() => q.listJournal(id), [id]);

export function useDungeonItems() {
  const { everFetched, ensure } = useFeatured();
  const items = useLive(q.listDungeonItems, []);
  return { items, everFetched, ensure };
}
