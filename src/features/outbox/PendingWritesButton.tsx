import { lazy, Suspense, useState } from 'react';
import { useOutboxCounts } from './reads';
import { UploadIcon } from '../../ui/icons';
import styles from './Outbox.module.css';

// The list opens on a tap: its code is not part of every screen's first load (e2e/first-load.spec.ts).
const PendingWritesSheet = lazy(() => import('./PendingWritesSheet').then((m) => ({ default: m.PendingWritesSheet })));

/** The header's count of writes waiting for the network; opens the list. Absent when nothing waits. */
export function PendingWritesButton() {
  const counts = useOutboxCounts();
  const [open, setOpen] = useState(false);
  const count = counts?.count ?? 0;
  const failed = counts?.failed ?? 0;

  return (
    <>
      <span role="status" className={styles.countStatus}>
        {count > 0 && (
          <button
            type="button"
            className={`${styles.countButton} ${failed ? styles.hasFailed : ''}`}
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={`${count} pending write${count === 1 ? '' : 's'}${failed ? `, ${failed} failed` : ''}`}
          >
            <UploadIcon />
            <span className={styles.badge}>{count}</span>
          </button>
        )}
      </span>
      {open && (
        <Suspense fallback={null}>
          <PendingWritesSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
