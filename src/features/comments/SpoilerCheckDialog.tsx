import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './Comments.module.css';

interface Props {
  /** in-play §4: 'not a spoiler' answers false, yes answers true. */
  onAnswer: (isSpoiler: boolean) => void;
  /** Closed without an answer: nothing is posted, the text stays. */
  onCancel: () => void;
}

/** The comment spoiler check (in-play §2), asked before every comment or reply is posted. */
export function SpoilerCheckDialog({ onAnswer, onCancel }: Props) {
  return (
    <Modal title="Are you sure this is NOT a spoiler?" onClose={onCancel}>
      <p className={styles.dialogText}>
        If it gives away what happens in the story, mark it as a spoiler: other Historians will see it only when they tap to reveal it.
      </p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={() => onAnswer(true)}>
          Yes, it&apos;s a spoiler
        </Button>
        <Button onClick={() => onAnswer(false)} data-autofocus>
          Not a spoiler
        </Button>
      </div>
    </Modal>
  );
}
