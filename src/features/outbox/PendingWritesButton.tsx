import { useState } from 'react';
import { useOutboxCounts } from './reads';
import { UploadIcon } from '../../ui/icons';
import styles from './Outbox.module.css';
import { PendingWritesSheet } from './PendingWritesSheet';

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
      {open && <PendingWritesSheet onClose={() => setOpen(false)} />}
    </>
  );
}
