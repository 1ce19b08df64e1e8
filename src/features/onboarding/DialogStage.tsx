import { useId, useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { DIALOG_LINES } from './dialog-lines';
import styles from './Onboarding.module.css';

/** The welcome dialog: one line at a time; Continue reveals the next, then moves to the username stage. */
export function DialogStage({ onDone }: { onDone: () => void }) {
  const [shown, setShown] = useState(1);
  const id = useId();
  const last = shown >= DIALOG_LINES.length;

  return (
    <section className={styles.stage} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.stageTitle}>
        Welcome to the Sanctum
      </h1>
      {/* A live log, so each new line is read out as it appears. */}
      <ol className={styles.dialog} aria-live="polite">
        {DIALOG_LINES.slice(0, shown).map((line, i) => (
          <li key={i} className={`${styles.line} ${line.type === 'Recruit' ? styles.lineSelf : ''}`}>
            <Avatar name={line.speaker} url={line.avatar_url} size={44} />
            <div className={styles.bubble}>
              <span className={styles.lineType}>{line.type}</span>
              <p>{line.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button block onClick={() => (last ? onDone() : setShown((n) => n + 1))} data-autofocus>
        Continue
      </Button>
    </section>
  );
}
