/** The account and social domains' routes; each file registers its own. */
import type { FastifyInstance } from 'fastify';
import { avatarRoutes } from './avatars';
import { billingRoutes } from './billing';
import { checkoutPageRoutes } from './checkout-pages';
import { feedbackRoutes } from './feedback';
import { notificationRoutes } from './notifications';
import { planRoutes } from './plan';
import { portalPageRoutes } from './portal-pages';
import { priorityAlertRoutes } from './priority-alert';
import { rankRoutes } from './rank';
import { socialRoutes } from './social';

export function accountRoutes(app: FastifyInstance): void {
  avatarRoutes(app);
  rankRoutes(app);
  notificationRoutes(app);
  priorityAlertRoutes(app);
  socialRoutes(app);
  feedbackRoutes(app);
  billingRoutes(app);
  checkoutPageRoutes(app);
  planRoutes(app);
  portalPageRoutes(app);
}
