/** The player's notifications: the list with the unread count, and marking them read. */
import type { NotificationItem } from '../../src/contract';
import { fail } from '../http/errors';
import { findNotification, listNotifications, markAllRead, markRead, unreadCount } from '../store/account/notifications';
import type { Db } from '../store/db';
import { notificationView } from './notify';

export const notificationList = (db: Db, userId: string): { notifications: NotificationItem[]; unread: number } => ({
  notifications: listNotifications(db, userId).map(notificationView),
  unread: unreadCount(db, userId),
});

/** Scoped to the caller: someone else's notification is as absent as a made-up one. */
export function readNotification(db: Db, userId: string, id: string, now: number): NotificationItem {
  if (!findNotification(db, userId, id)) fail(404, 'There is no such notification.');
  markRead(db, userId, id, now);
  return notificationView(findNotification(db, userId, id)!);
}

export function readAllNotifications(db: Db, userId: string, now: number): { unread: 0 } {
  markAllRead(db, userId, now);
  return { unread: 0 };
}
