import { useOnline } from '../lib/useOnline';
import { OfflineIcon } from '../ui/icons';
import styles from './OfflineIndicator.module.css';

/** Always rendered so the live region exists before its text changes (screen readers miss new regions). */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div role="status" className={online ? styles.hidden : styles.banner}>
      {!online && (
        <>
          <OfflineIcon />
          <span>
            <strong>Offline</strong> — your moves are saved and will be sent when you are back online
          </span>
        </>
      )}
    </div>
  );
}
