/** The profile area's reads: the season pass, the group, the team event, what the device keeps. */
import { db, type FriendRow, type OutboxRow } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';
import { useRefresh } from '../../lib/useRefresh';
import { pendingFriendKey } from './group-rules';

export const getSeasonPass = async () => (await db.seasonPass.get('me')) ?? null;
export const listGroup = (): Promise<FriendRow[]> => db.friends.orderBy('position').toArray();
export const getFriend = async (key: string) => (await db.friends.get(key)) ?? null;
export const getWrite = async (id: string): Promise<OutboxRow | null> => (await db.outbox.get(id)) ?? null;
export const getPriorityAlert = async () => (await db.priorityAlert.get('current')) ?? null;

export function useSeasonPass() {
  const pass = useLive(getSeasonPass, []);
  // Levels change when a referred friend plays: fresh on every visit.
  const ensure = useRefresh({ kind: 'seasonPass' });
  return { pass, ensure };
}

export function useGroup() {
  const group = useLive(listGroup, []);
  const ensure = useEnsure({ kind: 'friends' });
  return { group, ensure };
}

/**
 * What the add-friend dialog waits on: the pending row of what was typed, the state of its write, and the
 * group member it became once the server answered (matched by username or email, case-folded).
 */
export function usePendingAdd(query: string | null) {
  return useLive(async () => {
    if (query === null) return null;
    const folded = query.trim().toLowerCase();
    const row = await getFriend(pendingFriendKey(query));
    const joined = (await db.friends.filter((f) => !f.pending && (f.username.toLowerCase() === folded || f.email?.toLowerCase() === folded)).first()) ?? null;
    return { row, write: row?.outbox_id ? await getWrite(row.outbox_id) : null, joined };
  }, [query]);
}

export function usePriorityAlert() {
  useEnsure({ kind: 'priorityAlert' });
  return useLive(getPriorityAlert, []);
}

/** What the device keeps for offline reading, counted by kind. */
export interface OfflineCounts {
  memories: number;
  chapters: number;
  timelines: number;
  comments: number;
  cards: number;
  notifications: number;
  pending: number;
}

export const countOffline = async (): Promise<OfflineCounts> => ({
  memories: await db.series.count(),
  chapters: await db.chapters.count(),
  timelines: await db.dungeons.count(),
  comments: await db.comments.count(),
  cards: await db.cards.count(),
  notifications: await db.notifications.count(),
  pending: await db.outbox.count(),
});

export const useOfflineCounts = () => useLive(countOffline, []);
