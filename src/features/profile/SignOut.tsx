import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { sync } from '../../worker-client';
import { useOfflineCounts } from './reads';
import styles from './Profile.module.css';

/** Logging out clears the device: it asks first, and says what unsent changes would be lost. */
export function SignOut() {
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const pending = useOfflineCounts()?.pending ?? 0;

  return (
    <section className={styles.signOut}>
      <Button variant="danger" block disabled={leaving} onClick={() => setConfirming(true)}>
        Log Out
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Log out?"
          confirmLabel="Log Out"
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            setConfirming(false);
            setLeaving(true);
            await sync.logout();
            navigate(paths.onboarding(), { replace: true });
          }}
        >
          <p>Logging out removes your stories and the rest of your data from this device.</p>
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
