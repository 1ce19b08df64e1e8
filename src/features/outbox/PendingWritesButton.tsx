import { useState } from 'react';
import { useOutbox } from './reads';
import { UploadIcon } from '../../ui/icons';
import styles from './Outbox.module.css';
import { PendingWritesSheet } from './PendingWritesSheet';

/** The header's count of writes waiting for the network; opens the list. Absent when nothing waits. */
export function PendingWritesButton() {
  const rows = useOutbox();
  const [open, setOpen] = useState(false);
  const count = rows?.length ?? 0;
  const failed = rows?.filter((r) => r.state === 'failed').length ?? 0;

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
      {open && <PendingWritesSheet rows={rows ?? []} onClose={() => setOpen(false)} />}
    </>
  );
}
