import { lazy, Suspense } from 'react';
import styles from './Cards.module.css';

// Only a line still waiting in the outbox shows its state: that code loads when one does, not with the first screen.
const WriteStatus = lazy(() => import('../../../outbox').then((m) => ({ default: m.WriteStatus })));

/** The Historian's own line. A line typed offline waits in the outbox and says so until the server answers. */
export function InputCard({ text, pendingOutboxId }: { text: string; pendingOutboxId: string | null }) {
  return (
    <div className={`${styles.input} ${pendingOutboxId ? styles.pending : ''}`}>
      <span className={styles.inputLabel}>You</span>
      <p className={styles.inputText}>{text}</p>
      {pendingOutboxId && (
        <Suspense fallback={null}>
          <WriteStatus outboxId={pendingOutboxId} offlineText="Pending — it will be sent when the network returns." />
        </Suspense>
      )}
    </div>
  );
}
