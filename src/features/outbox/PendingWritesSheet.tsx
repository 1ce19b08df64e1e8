import type { OutboxRow } from '../../db';
import { useOnline } from '../../lib/useOnline';
import { Sheet } from '../../ui/Sheet';
import styles from './Outbox.module.css';
import { useOutbox } from './reads';
import { WriteActions } from './WriteActions';

const STATE_TEXT: Record<OutboxRow['state'], string> = {
  pending: 'Waiting to be sent',
  sending: 'Sending…',
  failed: 'Not sent',
};

/**
 * What each write shows. A scope's writes go one at a time, and the outbox claims them ten at once: of a
 * scope's claimed ('sending') writes only the oldest is on its way; the others wait behind it.
 */
function shownStates(rows: OutboxRow[]): Map<string, OutboxRow['state']> {
  const going = new Set<string>();
  const shown = new Map<string, OutboxRow['state']>();
  for (const row of rows) {
    const first = row.state === 'sending' && !going.has(row.scope);
    if (first) going.add(row.scope);
    shown.set(row.id, row.state === 'sending' && !first ? 'pending' : row.state);
  }
  return shown;
}

/** Every write waiting in the outbox, oldest first, with what went wrong for the failed ones. */
export function PendingWritesSheet({ onClose }: { onClose: () => void }) {
  const online = useOnline();
  const rows = useOutbox() ?? [];
  const shown = shownStates(rows);
  return (
    <Sheet title="Pending writes" onClose={onClose}>
      <p className={styles.intro}>
        {online
          ? 'These are on their way to the server, in the order you made them.'
          : 'You are offline. These are saved on this device and will be sent when you are back online.'}
      </p>
      {rows.length === 0 ? (
        <p className={styles.intro}>Everything has been sent.</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.id} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.label}>{row.label}</span>
                <span className={`${styles.state} ${styles[shown.get(row.id)!]}`}>{STATE_TEXT[shown.get(row.id)!]}</span>
              </div>
              {row.state === 'failed' && (
                <>
                  <p className={styles.error}>{row.lastError ?? 'Something went wrong'}</p>
                  <WriteActions outboxId={row.id} label={row.label} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
