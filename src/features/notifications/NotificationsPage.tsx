import { paths } from '../../lib/paths';
import { useNow } from '../../lib/useNow';
import { useOnline } from '../../lib/useOnline';
import { Button, ButtonLink } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { sync } from '../../worker-client';
import { NotificationEntry } from './NotificationEntry';
import { useNotifications, useUnreadCount } from './reads';
import styles from './Notifications.module.css';

/** /profile/notifications: the player's notifications, newest first; each tap leads where app-shell §2 says. */
export default function NotificationsPage() {
  const { notifications, everFetched, ensure } = useNotifications();
  const unread = useUnreadCount();
  const online = useOnline();
  const now = useNow(60_000);
  const anyUnread = !!notifications?.some((n) => !n.read);

  return (
    <div className={styles.page}>
      <ButtonLink to={paths.profile()} variant="ghost">
        ‹ Back to your profile
      </ButtonLink>
      <h1>Notifications</h1>
      <div className={styles.head}>
        <p className={styles.count} role="status">
          {notifications && notifications.length > 0 ? (unread > 0 ? `${unread} unread` : 'All caught up') : ''}
        </p>
        {anyUnread && (
          <Button variant="secondary" onClick={() => void sync.notificationReadAll({ notification_ids: notifications!.map((n) => n.id) })}>
            Mark all as read
          </Button>
        )}
      </div>
      {notifications && notifications.length > 0 ? (
        <ul className={styles.list}>
          {notifications.map((n) => (
            <NotificationEntry key={n.id} item={n} now={now} />
          ))}
        </ul>
      ) : notifications && everFetched ? (
        <p className={styles.empty}>No notifications yet. Replies to your comments, new adventures and rewards will show up here.</p>
      ) : notifications && ensure.settled && ensure.error ? (
        <Notice tone={online ? 'error' : 'info'}>
          {online ? `Your notifications could not be loaded: ${ensure.error}` : 'You are offline. Your notifications will load when you are back online.'}
        </Notice>
      ) : (
        <div aria-busy="true" aria-label="Loading your notifications" className={styles.list}>
          <Skeleton height={64} />
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      )}
    </div>
  );
}
