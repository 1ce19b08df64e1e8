/** The UI's reads: one small hook per kind of data, each a live query plus an ensure where it pulls. */
import * as q from '../db/queries';
import { threadKey, type RatingRow } from '../db';
import { useEnsure } from './useEnsure';
import { useLive } from './useLive';

export const useSession = () => useLive(q.getSession, []);
export const useAccessToken = () => {
  const session = useSession();
  return session === undefined ? undefined : (session?.access_token ?? null);
};
export const useMe = () => useLive(q.getMe, []);
export const useInit = () => useLive(q.getInit, []);
export const useOutbox = () => useLive(q.listOutbox, []);
export const useOutboxRow = (id: string | null) => useLive(() => (id ? q.getOutboxRow(id) : Promise.resolve(null)), [id]);
export const useRating = (type: RatingRow['target_type'], id: string) => useLive(() => q.getRating(type, id), [type, id]);

export function useFeatured() {
  const items = useLive(q.listFeatured, []);
  const syncState = useLive(() => q.getSyncState('featured'), []);
  const ensure = useEnsure({ kind: 'featured' });
  return { items, everFetched: syncState === undefined ? undefined : syncState !== null && syncState.fetchedAt > 0, ensure };
}

export function useFirstRecent() {
  useEnsure({ kind: 'recents' });
  return useLive(q.firstRecent, []);
}

export function useSeries(seriesId: string) {
  const series = useLive(() => q.getSeries(seriesId), [seriesId]);
  const ensure = useEnsure({ kind: 'series', id: seriesId });
  return { series, ensure };
}

export function useAdventure(adventureId: string) {
  const adventure = useLive(() => q.getAdventure(adventureId), [adventureId]);
  const chapters = useLive(() => q.listChapters(adventureId), [adventureId]);
  const ensure = useEnsure({ kind: 'adventure', id: adventureId });
  return { adventure, chapters, ensure };
}

export function useComments(sagaId: string) {
  const key = threadKey({ kind: 'saga', target_id: sagaId });
  const comments = useLive(() => q.listComments(key), [key]);
  const saga = useLive(() => q.getThread(key), [key]);
  const series = useLive(() => q.findSeriesBySaga(sagaId), [sagaId]);
  const ensure = useEnsure({ kind: 'thread', thread: { kind: 'saga', target_id: sagaId } });
  return { comments, saga, series, ensure };
}

/** A Timeline's discussion: its comments and count live in the comments/threads tables under thread dungeon:ID. */
export function useDungeonComments(dungeonId: string) {
  const key = threadKey({ kind: 'dungeon', target_id: dungeonId });
  const comments = useLive(() => q.listComments(key), [key]);
  const thread = useLive(() => q.getThread(key), [key]);
  const dungeon = useLive(() => q.getDungeon(dungeonId), [dungeonId]);
  useEnsure({ kind: 'dungeon', id: dungeonId });
  const ensure = useEnsure({ kind: 'thread', thread: { kind: 'dungeon', target_id: dungeonId } });
  return { comments, thread, dungeon, ensure };
}
