import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './ConfirmDialog.module.css';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way back, focused first ('Cancel' unless it says where it leaves the player). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The generic confirm of in-play §2: title, caption, confirm and cancel. Cancel gets focus first. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel }: Props) {
  return (
    <Modal title={title} onClose={onCancel}>
      <div className={styles.caption}>{children}</div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
