import { lazy, Suspense } from 'react';
import { useOnline } from '../../lib/useOnline';
import { useOutboxRow } from './reads';
import { Notice } from '../../ui/Notice';
import styles from './Outbox.module.css';

// Retry and Discard show only for a write the server refused: their code is not part of the screens' first load.
const WriteActions = lazy(() => import('./WriteActions').then((m) => ({ default: m.WriteActions })));

interface Props {
  outboxId: string | null;
  /** What the player reads while offline, e.g. 'Pending — will be sent when you are online'. */
  offlineText: string;
}

/**
 * The state of one optimistic write: on its way (offline text, or 'Sending…'), or refused by the
 * server with its message and Retry/Discard. Nothing once the server has answered.
 */
export function WriteStatus({ outboxId, offlineText }: Props) {
  const row = useOutboxRow(outboxId);
  const online = useOnline();
  if (!row) return null;
  if (row.state === 'failed') {
    return (
      <div className={styles.failedBox} role="alert">
        <p className={styles.error}>Not sent: {row.lastError ?? 'Something went wrong'}</p>
        <Suspense fallback={null}>
          <WriteActions outboxId={row.id} label={row.label} />
        </Suspense>
      </div>
    );
  }
  return <Notice tone="pending">{online ? 'Sending…' : offlineText}</Notice>;
}
