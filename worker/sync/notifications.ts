/**
 * The player's notifications, with the reads still in the outbox applied on top: a pull must not mark
 * unread again what the player just tapped offline, nor count it in the unread number.
 */
import type { NotificationItem } from '../../src/contract';
import type { ChronicleDB, NotificationRow, OutboxRow } from '../../src/db';
import type { PullSpec } from './pull';

/** Reads go in the order the player made them. */
export const NOTIFICATIONS_SCOPE = 'notifications';

const pendingReads = (db: ChronicleDB): Promise<OutboxRow[]> =>
  db.outbox.where('[scope+seq]').between([NOTIFICATIONS_SCOPE, 0], [NOTIFICATIONS_SCOPE, Infinity]).toArray();

/** The ids the queued reads mark read. */
async function pendingReadIds(db: ChronicleDB): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const row of await pendingReads(db)) {
    if (row.kind === 'notificationRead') ids.add(row.request.params.id);
    else if (row.kind === 'notificationReadAll') row.read_ids.forEach((id) => ids.add(id));
  }
  return ids;
}

/** The server's unread number, less what the queued reads took off it. */
export async function unreadWithPending(db: ChronicleDB, fromServer: number): Promise<number> {
  let taken = 0;
  for (const row of await pendingReads(db)) {
    if (row.kind === 'notificationRead' && row.was_unread) taken += 1;
    else if (row.kind === 'notificationReadAll') taken += row.read_ids.length;
  }
  return Math.max(0, fromServer - taken);
}

export const notificationRow = (n: NotificationItem): NotificationRow => ({ ...n, id: n.notification_id });

/** The list is replaced (the server keeps the newest 100); the player's unread number follows it. */
async function writeNotifications(db: ChronicleDB, list: { notifications: NotificationItem[]; unread: number }): Promise<void> {
  const read = await pendingReadIds(db);
  await db.notifications.clear();
  await db.notifications.bulkPut(list.notifications.map((n) => notificationRow(read.has(n.notification_id) ? { ...n, read: true } : n)));
  const unread = await unreadWithPending(db, list.unread);
  await db.user.where('id').equals('me').modify({ pending_notifications: unread });
}

export const notificationsSpec = (): PullSpec<'notifications'> => ({
  key: 'notifications',
  endpoint: 'notifications',
  tables: (db) => [db.notifications, db.user, db.outbox],
  write: writeNotifications,
});
