/** The player's notifications and marking them read. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { notificationList, readAllNotifications, readNotification } from '../../account/notifications';
import { route } from '../../http/route';
import { boundedParam } from '../../http/path-params';

export function notificationRoutes(app: FastifyInstance): void {
  route(app, api.notifications, ({ ctx, userId }) => notificationList(ctx.db, userId));
  route(app, api.readNotification, ({ ctx, userId, params }) => readNotification(ctx.db, userId, boundedParam(params.id, 'id'), ctx.now()));
  route(app, api.readAllNotifications, ({ ctx, userId }) => readAllNotifications(ctx.db, userId, ctx.now()));
}
