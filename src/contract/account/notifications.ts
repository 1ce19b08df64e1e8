import * as z from 'zod/mini';
import { Id, IsoDate } from '../common';
import { endpoint } from '../endpoint';
import { NotificationType } from '../enums';

const Ref = z.string().check(z.maxLength(64));

/** app-shell §3: what a tap needs to route (app-shell §2 Notification taps). */
export const NotificationExtra = z.object({
  saga_id: z.optional(Ref),
  creator_name: z.optional(z.string().check(z.maxLength(100))),
  story_id: z.optional(Ref),
  dungeon_id: z.optional(Ref),
  series_id: z.optional(Ref),
  adventure_id: z.optional(Ref),
  chapter: z.optional(z.int().check(z.gte(1))),
  card_id: z.optional(Ref),
  /** The card type for trading_card_received (silver and gold open the originals tab). */
  type: z.optional(z.string().check(z.maxLength(32))),
});
export type NotificationExtra = z.infer<typeof NotificationExtra>;

export const NotificationItem = z.object({
  notification_id: Id,
  /**
   * One of NotificationType. Any other name is still a notification: an app older than its server lists
   * it, without a route (app-shell §2), instead of refusing the whole list.
   */
  type: z.union([NotificationType, z.string().check(z.minLength(1), z.maxLength(64))]),
  /** Already carries the ' - tap to view it' suffix for the types that route somewhere. */
  text: z.string(),
  extra_data: NotificationExtra,
  read: z.boolean(),
  created_at: IsoDate,
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** Newest first, at most 100. */
export const NotificationList = z.object({ notifications: z.array(NotificationItem), unread: z.int().check(z.gte(0)) });
export const NotificationsRead = z.object({ unread: z.int().check(z.gte(0)) });

const NoBody = z.optional(z.strictObject({}));

export const notificationApi = {
  notifications: endpoint({ method: 'GET', path: '/notifications/', response: NotificationList }),
  readNotification: endpoint({ method: 'POST', path: '/notifications/:id/read/', body: NoBody, response: NotificationItem }),
  readAllNotifications: endpoint({ method: 'POST', path: '/notifications/read-all/', body: NoBody, response: NotificationsRead }),
} as const;
