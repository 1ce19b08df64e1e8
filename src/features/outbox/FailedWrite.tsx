import { useOutboxRow } from '../../lib/useStore';
import { WriteActions } from './WriteActions';
import styles from './Outbox.module.css';

/** Under a pending comment, choice or rating: the server's refusal, with Retry and Discard. Nothing while it is still on its way. */
export function FailedWrite({ outboxId }: { outboxId: string | null }) {
  const row = useOutboxRow(outboxId);
  if (!row || row.state !== 'failed') return null;
  return (
    <div className={styles.failedBox} role="alert">
      <p className={styles.error}>Not sent: {row.lastError ?? 'Something went wrong'}</p>
      <WriteActions outboxId={row.id} label={row.label} />
    </div>
  );
}
