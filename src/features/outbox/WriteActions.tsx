import { lazy, Suspense, useState } from 'react';
import { sync } from '../../worker-client';
import { Button } from '../../ui/Button';
import styles from './Outbox.module.css';

// The confirmation opens on a tap: its code stays out of the screens that show a write's state.
const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/** Retry and Discard for a write the server refused; discarding asks first because it cannot be undone. */
export function WriteActions({ outboxId, label }: { outboxId: string; label: string }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (action: (id: string) => Promise<void>) => {
    setBusy(true);
    try {
      await action(outboxId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.actions}>
      <Button variant="secondary" disabled={busy} onClick={() => void run(sync.retryWrite)}>
        Retry
      </Button>
      <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
        Discard
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
          title="Discard this write?"
          confirmLabel="Discard"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void run(sync.discardWrite);
          }}
        >
            {/* The label quotes what the player wrote itself ('Comment: “…”'): shown as it is, not quoted again. */}
            <p className={styles.label}>{label}</p>
            <p>This will not be sent. This action cannot be undone.</p>
          </ConfirmDialog>
        </Suspense>
      )}
    </div>
  );
}
