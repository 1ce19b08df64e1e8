/** The player's notifications: the list with the unread count, and marking them read. */
import type { NotificationItem } from '../../src/contract';
import { fail } from '../http/errors';
import { findNotification, listNotifications, markAllRead, markRead, unreadCount } from '../store/account/notifications';
import type { Db } from '../store/db';
import { notificationView } from './notify';

export const notificationList = async (db: Db, userId: string): Promise<{ notifications: NotificationItem[]; unread: number }> => ({
  notifications: (await listNotifications(db, userId)).map(notificationView),
  unread: await unreadCount(db, userId),
});

/** Scoped to the caller: someone else's notification is as absent as a made-up one. */
export async function readNotification(db: Db, userId: string, id: string, now: number): Promise<NotificationItem> {
  if (!await findNotification(db, userId, id)) fail(404, 'There is no such notification.');
  await markRead(db, userId, id, now);
  return notificationView((await findNotification(db, userId, id))!);
}

export async function readAllNotifications(db: Db, userId: string, now: number): Promise<{ unread: 0 }> {
  await markAllRead(db, userId, now);
  return { unread: 0 };
}
