/** Notifications for every domain: `notify` files one; `notificationView` shapes it for the app. */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { NotificationExtra, NotificationItem, NotificationType } from '../../src/contract';
import type { Db } from '../store/db';
import { insertNotification, type NotificationRow } from '../store/account/notifications';
import { iso } from '../store/query';

type Type = z.infer<typeof NotificationType>;

/** Types whose tap leads nowhere further (or to the list itself) get no ' - tap to view it'. */
const NO_TAP_SUFFIX = new Set<Type>(['pending_notifications', 'friend_pack_received', 'dungeon_unlock_perk']);
export const TAP_SUFFIX = ' - tap to view it';

/**
 * Files a notification for a player. Call it inside the route's transaction so it is undone with the
 * rest on failure. `now` defaults to the wall clock; routes pass ctx.now() so tests stay deterministic.
 */
export async function notify(db: Db, userId: string, type: Type, text: string, extra: NotificationExtra = {}, now = Date.now()): Promise<string> {
  const id = randomUUID();
  await insertNotification(db, { notification_id: id, user_id: userId, type, text, extra_json: JSON.stringify(extra), created_at: now });
  return id;
}

export function notificationView(row: NotificationRow): NotificationItem {
  const type = row.type as Type;
  return {
    notification_id: row.notification_id,
    type,
    text: NO_TAP_SUFFIX.has(type) ? row.text : `${row.text}${TAP_SUFFIX}`,
    extra_data: JSON.parse(row.extra_json) as NotificationExtra,
    read: row.read_at !== null,
    created_at: iso(row.created_at),
  };
}
