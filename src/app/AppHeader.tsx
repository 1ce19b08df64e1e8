import { Link } from 'react-router-dom';
import { AccountButton } from '../features/auth';
import { PendingWritesButton } from '../features/outbox';
import { useMe } from '../lib/reads';
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
          {me?.username && <AccountButton me={me} />}
        </div>
      </div>
      <OfflineIndicator />
    </header>
  );
}
