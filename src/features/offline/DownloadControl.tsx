import { useId, useState } from 'react';
import type { DownloadRow } from '../../db';
import { formatBytes } from '../../lib/storage';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ProgressBar } from '../../ui/ProgressBar';
import styles from './Offline.module.css';

interface Props {
  /** 'Memory' or 'Timeline', as the player calls it. */
  noun: string;
  /** The download, null when there is none. */
  row: DownloadRow | null;
  online: boolean;
  /** Why the last start was refused before anything was kept (offline, not found). */
  refusal: string | null;
  onStart: () => void;
  onCancel: () => void;
  onRemove: () => void;
}

const percent = (row: DownloadRow) => (row.total > 0 ? Math.min(100, Math.round((row.done / row.total) * 100)) : 0);

/**
 * 'Make available offline' and what follows it: a progress bar with Cancel while downloading, 'Available
 * offline · 3.2 MB' with 'Remove download' (confirmed) once done, the reason and 'Try again' if it stopped.
 * Starting needs the network; offline the button is disabled and says why.
 */
export function DownloadControl({ noun, row, online, refusal, onStart, onCancel, onRemove }: Props) {
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const labelId = useId();

  if (row?.state === 'downloading') {
    const value = percent(row);
    return (
      <section className={styles.box} aria-labelledby={labelId}>
        <p id={labelId} className={styles.title}>
          Making this {noun} available offline…
        </p>
        <ProgressBar fill={value / 100} aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={`${value}%`} />
        <div className={styles.row}>
          <p className={styles.meta}>
            {value}% · {formatBytes(row.bytes)}
          </p>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </section>
    );
  }

  const remove = (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Remove download
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Remove download?"
          confirmLabel="Remove download"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
        >
          The narration and pictures of this {noun} kept for offline ({formatBytes(row?.bytes ?? 0)}) leave this device. What you have already read stays readable.
        </ConfirmDialog>
      )}
    </>
  );

  if (row?.state === 'done') {
    return (
      <section className={styles.box} aria-label="Offline">
        <div className={styles.row}>
          <p className={styles.done}>
            <span aria-hidden="true">✓ </span>Available offline · {formatBytes(row.bytes)}
          </p>
          {remove}
        </div>
      </section>
    );
  }

  const stopped = row?.state === 'failed' ? row.error : refusal;
  return (
    <section className={styles.box} aria-label="Offline">
      {stopped && (
        <p className={styles.error} role="alert">
          {stopped}
        </p>
      )}
      <div className={styles.row}>
        <Button variant="secondary" onClick={onStart} disabled={!online} aria-describedby={online ? undefined : reasonId}>
          {row?.state === 'failed' ? 'Try again' : 'Make available offline'}
        </Button>
        {row && remove}
      </div>
      {!online && (
        <p id={reasonId} className={styles.meta}>
          You are offline. Connect to make this {noun} available offline.
        </p>
      )}
    </section>
  );
}
