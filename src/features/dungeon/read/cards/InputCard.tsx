import { WriteStatus } from '../../../outbox';
import styles from './Cards.module.css';

/** The Historian's own line. A line typed offline waits in the outbox and says so until the server answers. */
export function InputCard({ text, pendingOutboxId }: { text: string; pendingOutboxId: string | null }) {
  return (
    <div className={`${styles.input} ${pendingOutboxId ? styles.pending : ''}`}>
      <span className={styles.inputLabel}>You</span>
      <p className={styles.inputText}>{text}</p>
      {pendingOutboxId && <WriteStatus outboxId={pendingOutboxId} offlineText="Pending — it will be sent when the network returns." />}
    </div>
  );
}
