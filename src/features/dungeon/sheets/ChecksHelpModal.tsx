import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import styles from './Sheets.module.css';

/** Skill and Combat checks help (in-play §2). */
export function ChecksHelpModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Skill and Combat Checks" onClose={onClose}>
      <ul className={styles.helpList}>
        <li>
          <strong>Dice versus difficulty.</strong> A check rolls a twenty-sided die and adds your bonuses. Meet or beat the difficulty and you succeed.
        </li>
        <li>
          <strong>Creative choices give advantage.</strong> Use what you carry, what you have learned and the room around you: a clever plan rolls twice and keeps the better die.
        </li>
        <li>
          <strong>Failing is not the end.</strong> Retrying a failed check gets easier each time, but every attempt spends an action.
        </li>
      </ul>
      <div className={styles.actions}>
        <Button block onClick={onClose} data-autofocus>
          Continue
        </Button>
      </div>
    </Modal>
  );
}
