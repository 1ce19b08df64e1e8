/** The player's notifications, newest first, and the unread number on the player's row. */
import { db, type NotificationRow } from '../../db';
import { useRefresh } from '../../lib/useRefresh';
import { useLive } from '../../lib/useLive';

/** At most 100 (the server keeps the newest), so sorting them here is cheap. */
export const listNotifications = async (): Promise<NotificationRow[]> =>
  (await db.notifications.toArray()).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));

export const getUnread = async (): Promise<number | null> => (await db.user.get('me'))?.pending_notifications ?? null;

export function useNotifications() {
  const notifications = useLive(listNotifications, []);
  const everFetched = useLive(async () => ((await db.syncState.get('notifications'))?.fetchedAt ?? 0) > 0, []);
  // Fresh on every visit: the bell's dot comes from the player's row, which may already know of newer ones.
  const ensure = useRefresh({ kind: 'notifications' });
  return { notifications, everFetched, ensure };
}

/** What the header's bell shows a dot for: the unread number (0 while nothing is known). */
export const useUnreadCount = (): number => useLive(getUnread, []) ?? 0;
