/**
 * The notifications feature's door: the unread number the header's bell shows a dot for, and where a
 * notification leads (app-shell §2).
 */
export { notificationTarget, type NotificationTarget } from './notification-route';
export { useUnreadCount } from './reads';
