import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';
import { useDialog } from './useDialog';

export interface DialogProps {
  title: string;
  /** Absent for a dialog that cannot be closed (the maintenance blocker). */
  onClose?: () => void;
  children: ReactNode;
}

/** The accessible dialog under Modal and Sheet: role=dialog, aria-modal, labelled by its title. */
export function Dialog({ title, onClose, children, variant }: DialogProps & { variant: 'modal' | 'sheet' }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialog(ref, onClose);

  return createPortal(
    <div
      className={`${styles.backdrop} ${variant === 'modal' ? styles.modalBackdrop : styles.sheetBackdrop}`}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose?.();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${styles[variant]}`}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose && (
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
