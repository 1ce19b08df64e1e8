import { Button } from '../../ui/Button';
import styles from './KeepChoice.module.css';

interface Props {
  /** The server's question, naming the account ('That email already belongs to the Historian Ada. …'). */
  question: string;
  busy: boolean;
  onKeep(keep: 'guest' | 'account'): void;
  onCancel(): void;
}

/**
 * A guest linking an email that already has an account: the two become that account, and the player chooses
 * whose play is kept whole (server/auth/temp-users.ts). Each choice says plainly what goes.
 */
export function KeepChoice({ question, busy, onKeep, onCancel }: Props) {
  return (
    <div className={styles.choice}>
      <p className={styles.question}>{question}</p>
      <div className={styles.option}>
        <Button block disabled={busy} onClick={() => onKeep('guest')}>
          Keep What I Played Here
        </Button>
        <p className={styles.note}>
          Your Timelines, Memories, rank, artifacts and cards from this device replace the account’s. The account keeps its name, purchases,
          subscription, friends and comments.
        </p>
      </div>
      <div className={styles.option}>
        <Button block variant="secondary" disabled={busy} onClick={() => onKeep('account')}>
          Keep the Account’s Progress
        </Button>
        <p className={styles.note}>You continue where that account is. What you played here as a guest is left behind.</p>
      </div>
      <p className={styles.note}>Either way, your ratings, followed creators and stories you began come along.</p>
      <Button block variant="ghost" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
