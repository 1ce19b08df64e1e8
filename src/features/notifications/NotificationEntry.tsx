import { useLocation, useNavigate } from 'react-router-dom';
import type { NotificationRow } from '../../db';
import { withFlags } from '../../lib/paths';
import { relativeTime } from '../../lib/relative-time';
import { sync } from '../../worker-client';
import { notificationTarget } from './notification-route';
import styles from './Notifications.module.css';

/**
 * One notification. A tap marks it read (a write: at once, offline too) and goes where its type leads; one
 * that leads nowhere only offers to be marked read while unread.
 */
export function NotificationEntry({ item, now }: { item: NotificationRow; now: number }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const target = notificationTarget(item);
  // Resolves once the read is kept on the device (not sent): a tap that leaves the app at once keeps it.
  const markRead = async () => {
    if (!item.read) await sync.notificationRead({ notification_id: item.id });
  };
  const body = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>{item.text}</span>
      <time className={styles.time} dateTime={item.created_at}>
        {relativeTime(item.created_at, now)}
      </time>
    </>
  );
  const className = `${styles.entry} ${item.read ? styles.read : styles.unread}`;

  if (target) {
    return (
      <li>
        <button
          type="button"
          className={`${className} ${styles.tappable}`}
          aria-label={`${item.read ? '' : 'Unread: '}${item.text}`}
          onClick={() => {
            void markRead().then(() => {
              if (target.kind === 'path') void navigate(target.to);
              else void navigate({ search: withFlags(search, target.flags) });
            });
          }}
        >
          {body}
        </button>
      </li>
    );
  }
  return (
    <li className={className}>
      {body}
      {!item.read && (
        <button type="button" className={styles.markOne} onClick={() => void markRead()} aria-label={`Mark as read: ${item.text}`}>
          Mark read
        </button>
      )}
    </li>
  );
}
