import { db, type HomeRow } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export const listRecents = (): Promise<HomeRow[]> => db.recents.orderBy('position').toArray();

/** What the player played most recently, newest first (GET /homepage/recents/), and whether its pull has answered. */
export function useRecents() {
  const ensure = useEnsure({ kind: 'recents' });
  return { items: useLive(listRecents, []), ensure };
}
