import { useState } from 'react';
import { useMe } from '../../lib/reads';
import { useLogOut } from '../../lib/useLogOut';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { useOfflineCounts } from './reads';
import styles from './Profile.module.css';

/** Logging out clears the device: it asks first, and says what unsent changes would be lost. */
export function SignOut() {
  const [confirming, setConfirming] = useState(false);
  const { leaving, error, logOut } = useLogOut();
  const pending = useOfflineCounts()?.pending ?? 0;
  const guest = useMe()?.is_temp_user ?? false;

  return (
    <section className={styles.signOut}>
      <Button variant="danger" block disabled={leaving} onClick={() => setConfirming(true)}>
        Log Out
      </Button>
      {error && <Notice tone="error">{error}</Notice>}
      {confirming && (
        <ConfirmDialog
          title="Log out?"
          confirmLabel="Log Out"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void logOut();
          }}
        >
          <p>Logging out removes your stories and the rest of your data from this device.</p>
          {guest && (
            <p>
              <strong>You are playing as a guest: no email can bring this Historian back. Link an email first to keep your progress.</strong>
            </p>
          )}
          {pending > 0 && (
            <p>
              <strong>
                {pending} change{pending === 1 ? '' : 's'} not sent yet will be lost.
              </strong>
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
