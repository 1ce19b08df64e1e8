/**
 * The app-wide reads: the session, the player, the init settings and the home lists every screen may
 * need. Pure queries answer null (not undefined) when the row is absent, so a live query's undefined
 * always means "not read yet"; each hook pairs a live query with the ensure that pulls it. A feature's own
 * reads live in its reads.ts.
 */
import { db, type HomeRow } from '../db';
import { useEnsure } from './useEnsure';
import { useLive, useSharedLive } from './useLive';

export const getSession = async () => (await db.session.get('current')) ?? null;
export const getMe = async () => (await db.user.get('me')) ?? null;
export const getInit = async () => (await db.settings.get('init'))?.value ?? null;
export const getSyncState = async (resource: string) => (await db.syncState.get(resource)) ?? null;
export const listFeatured = (): Promise<HomeRow[]> => db.featured.orderBy('position').toArray();
export const firstRecent = async (): Promise<HomeRow | null> => (await db.recents.orderBy('position').first()) ?? null;

/**
 * The session, one live query for every reader: the route guard and a read link's gate each act on it, and
 * two queries of their own answered one commit apart (the gate saw the token it adopted and left; the guard
 * still held the signed-out moment before and sent the player to onboarding).
 */
export const useSession = () => useSharedLive('session', getSession);
export const useAccessToken = () => {
  const session = useSession();
  return session === undefined ? undefined : (session?.access_token ?? null);
};
/** The player, read once for every component that shows them (a comment list asks in every row). */
export const useMe = () => useSharedLive('me', getMe);
export const useInit = () => useLive(getInit, []);

export function useFeatured() {
  const items = useLive(listFeatured, []);
  const syncState = useLive(() => getSyncState('featured'), []);
  const ensure = useEnsure({ kind: 'featured' });
  return { items, everFetched: syncState === undefined ? undefined : syncState !== null && syncState.fetchedAt > 0, ensure };
}

export function useFirstRecent() {
  useEnsure({ kind: 'recents' });
  return useLive(firstRecent, []);
}
