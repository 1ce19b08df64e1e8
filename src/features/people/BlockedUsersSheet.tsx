import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { Skeleton } from '../../ui/Skeleton';
import { sync } from '../../worker-client';
import { NO_BLOCKED_TEXT, blockedUsersTitle } from './people-rules';
import { useBlockedUsers } from './reads';
import styles from './People.module.css';

/** The blocked-users overlay (in-play §2): a count in the title, each player with Unblock. */
export function BlockedUsersSheet({ onClose }: { onClose: () => void }) {
  const blocked = useBlockedUsers();
  return (
    <Sheet title={blocked === undefined ? 'Blocked Users' : blockedUsersTitle(blocked.length)} onClose={onClose}>
      {blocked === undefined ? (
        <Skeleton height={56} />
      ) : blocked.length === 0 ? (
        <p className={styles.empty}>{NO_BLOCKED_TEXT}</p>
      ) : (
        <ul className={styles.blockedList}>
          {blocked.map((b) => (
            <li key={b.user_id} className={styles.blockedRow}>
              {/* A blocked player's picture is not shown: their initial stands in. */}
              <Avatar name={b.username} url={null} size={40} />
              <span className={styles.blockedName}>{b.username ?? 'A Historian'}</span>
              <Button variant="secondary" onClick={() => void sync.userUnblock({ user_id: b.user_id })}>
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
