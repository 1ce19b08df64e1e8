import type { Echo } from '../../contract';
import { Button } from '../../ui/Button';
import styles from './Echoes.module.css';

interface Props {
  kept: Echo[];
  busy: boolean;
  onRemove: (echoId: string) => void;
  onBack: () => void;
  onConfirm: () => void;
}

/** The Scroll of Fate (in-play §4): the echoes kept for the next chapter, removed one by one, then confirmed. */
export function ScrollOfFate({ kept, busy, onRemove, onBack, onConfirm }: Props) {
  return (
    <section aria-label="The echoes kept" className={styles.scroll}>
      <p className={styles.hint}>
        {kept.length > 0
          ? 'The narrator will weave these echoes into your next chapter. Remove any you do not want.'
          : 'No echoes are kept: your next chapter will be yours alone.'}
      </p>
      <ol className={styles.scrollList}>
        {kept.map((e) => (
          <li key={e.echoes_id} className={styles.scrollItem}>
            <span className={styles.scrollText}>
              “{e.text}” <span className={styles.scrollBy}>— {e.username}</span>
            </span>
            <Button variant="ghost" onClick={() => onRemove(e.echoes_id)} aria-label={`Remove “${e.text}”`}>
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {kept.length > 0 ? 'Seal the Scroll of Fate' : 'Play Solo Adventure'}
        </Button>
      </div>
    </section>
  );
}
