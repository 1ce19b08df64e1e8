import { useOnline } from '../../lib/useOnline';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './Moment.module.css';

interface Props {
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The restart's confirmation: the choices of this adventure go, and play begins again at chapter 1. */
export function RestartDialog({ name, onConfirm, onCancel }: Props) {
  const online = useOnline();
  return (
    <Modal title="Restart this adventure?" onClose={onCancel}>
      <p className={styles.dialogText}>
        Your choices in “{name}” will be cleared and you will begin again at chapter 1. The chapters you read will then follow your new
        choices.
      </p>
      {!online && <p className={styles.dialogWarn}>You are offline. Restarting needs a connection; your chapters stay readable meanwhile.</p>}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={!online}>
          Restart
        </Button>
      </div>
    </Modal>
  );
}
