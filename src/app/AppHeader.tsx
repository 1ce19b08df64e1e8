import { Link } from 'react-router-dom';
import { PendingWritesButton } from '../features/outbox/PendingWritesButton';
import { useMe } from '../lib/useStore';
import { Avatar } from '../ui/Avatar';
import styles from './AppHeader.module.css';
import { OfflineIndicator } from './OfflineIndicator';

export function AppHeader() {
  const me = useMe();
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <div className={styles.bar}>
        <Link to="/sanctum" className={styles.logo} aria-label="Chronicle, home">
          <span aria-hidden="true">Chronicle</span>
        </Link>
        <div className={styles.tools}>
          <PendingWritesButton />
          {me?.username && (
            <span className={styles.me} title={`Historian ${me.username}`}>
              <Avatar name={me.username} url={me.avatar?.image_url} size={36} />
              <span className="visually-hidden">Signed in as {me.username}</span>
            </span>
          )}
        </div>
      </div>
      <OfflineIndicator />
    </header>
  );
}
