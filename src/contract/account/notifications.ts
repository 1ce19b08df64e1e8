import { z } from 'zod';
import { Id, IsoDate } from '../common';
import { endpoint } from '../endpoint';
import { NotificationType } from '../enums';

const Ref = z.string().max(64);

/** app-shell §3: what a tap needs to route (app-shell §2 Notification taps). */
export const NotificationExtra = z.object({
  saga_id: Ref.optional(),
  creator_name: z.string().max(100).optional(),
  story_id: Ref.optional(),
  dungeon_id: Ref.optional(),
  series_id: Ref.optional(),
  adventure_id: Ref.optional(),
  chapter: z.number().int().min(1).optional(),
  card_id: Ref.optional(),
  /** The card type for trading_card_received (silver and gold open the originals tab). */
  type: z.string().max(32).optional(),
});
export type NotificationExtra = z.infer<typeof NotificationExtra>;

export const NotificationItem = z.object({
  notification_id: Id,
  /**
   * One of NotificationType. Any other name is still a notification: an app older than its server lists
   * it, without a route (app-shell §2), instead of refusing the whole list.
   */
  type: z.union([NotificationType, z.string().min(1).max(64)]),
  /** Already carries the ' - tap to view it' suffix for the types that route somewhere. */
  text: z.string(),
  extra_data: NotificationExtra,
  read: z.boolean(),
  created_at: IsoDate,
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** Newest first, at most 100. */
export const NotificationList = z.object({ notifications: z.array(NotificationItem), unread: z.number().int().min(0) });
export const NotificationsRead = z.object({ unread: z.number().int().min(0) });

const NoBody = z.object({}).strict().optional();

export const notificationApi = {
  notifications: endpoint({ method: 'GET', path: '/notifications/', response: NotificationList }),
  readNotification: endpoint({ method: 'POST', path: '/notifications/:id/read/', body: NoBody, response: NotificationItem }),
  readAllNotifications: endpoint({ method: 'POST', path: '/notifications/read-all/', body: NoBody, response: NotificationsRead }),
} as const;
