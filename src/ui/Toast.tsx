import { createPortal } from 'react-dom';
import type { ToastState } from './useToast';
import styles from './Toast.module.css';

/**
 * The toast's live region is always in the page (empty when idle) so screen readers announce a new
 * message; errors are alerts, the rest polite status updates.
 */
export function Toast({ toast }: { toast: ToastState | null }) {
  return createPortal(
    <div className={styles.region}>
      <div role="status" aria-live="polite">
        {toast && toast.tone !== 'error' && (
          <p key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
            {toast.text}
          </p>
        )}
      </div>
      <div role="alert">
        {toast?.tone === 'error' && (
          <p key={toast.id} className={`${styles.toast} ${styles.error}`}>
            {toast.text}
          </p>
        )}
      </div>
    </div>,
    document.body,
  );
}
