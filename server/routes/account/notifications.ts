/** The player's notifications and marking them read. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { notificationView } from '../../account/notify';
import { fail } from '../../http/errors';
import { route } from '../../http/route';
import { findNotification, listNotifications, markAllRead, markRead, unreadCount } from '../../store/account/notifications';
import { param } from './params';

export function notificationRoutes(app: FastifyInstance): void {
  route(app, api.notifications, ({ ctx, userId }) => ({
    notifications: listNotifications(ctx.db, userId).map(notificationView),
    unread: unreadCount(ctx.db, userId),
  }));

  route(app, api.readNotification, ({ ctx, userId, params }) => {
    const id = param(params, 'id');
    // Scoped to the caller: someone else's notification is as absent as a made-up one.
    if (!findNotification(ctx.db, userId, id)) fail(404, 'There is no such notification.');
    markRead(ctx.db, userId, id, ctx.now());
    return notificationView(findNotification(ctx.db, userId, id)!);
  });

  route(app, api.readAllNotifications, ({ ctx, userId }) => {
    markAllRead(ctx.db, userId, ctx.now());
    return { unread: 0 };
  });
}
