import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './Comments.module.css';

interface Props {
  onContinue: (never: boolean) => void;
  onLeave: () => void;
}

/** The spoilers warning before a discussion opens (in-play §2), with 'Don't show this message again'. */
export function SpoilerWarning({ onContinue, onLeave }: Props) {
  const [never, setNever] = useState(false);
  const id = useId();
  return (
    <Modal title="Spoilers ahead" onClose={onLeave}>
      <p className={styles.dialogText}>
        Historians talk freely here about what happens in the story. Comments marked as spoilers stay hidden until you tap them, but
        any comment may give something away.
      </p>
      <label htmlFor={`${id}-never`} className={styles.check}>
        <input id={`${id}-never`} type="checkbox" checked={never} onChange={(e) => setNever(e.target.checked)} />
        Don&apos;t show this message again
      </label>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onLeave}>
          Go Back
        </Button>
        <Button onClick={() => onContinue(never)} data-autofocus>
          Show the Discussion
        </Button>
      </div>
    </Modal>
  );
}
