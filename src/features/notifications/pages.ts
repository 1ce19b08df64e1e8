/** The notifications feature's pages, loaded on demand by the router. */
export const notificationsPages = {
  notifications: () => import('./NotificationsPage'),
};
