import { LockIcon } from '../../ui/icons';
import styles from './Moment.module.css';

/**
 * The choice the player made at a chapter's moment, shown as made and locked: rereading a chapter tells it
 * word for word with its choice, which only a restart of the adventure opens again.
 */
export function LockedChoice({ text }: { text: string }) {
  return (
    <figure className={styles.locked}>
      <figcaption className={styles.lockedLabel}>
        <LockIcon />
        Your choice · locked
      </figcaption>
      <blockquote className={styles.yourChoice}>{text}</blockquote>
      <p className={styles.lockedHint}>Restart the adventure to choose again.</p>
    </figure>
  );
}
