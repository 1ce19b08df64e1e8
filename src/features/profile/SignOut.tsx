import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useMe } from '../../lib/reads';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { sync } from '../../worker-client';
import { useOfflineCounts } from './reads';
import styles from './Profile.module.css';
import { wentWrong } from '../../lib/went-wrong';

/** Logging out clears the device: it asks first, and says what unsent changes would be lost. */
export function SignOut() {
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
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
          onConfirm={async () => {
            setConfirming(false);
            setLeaving(true);
            setError(null);
            const r = await sync.logout().catch(wentWrong);
            if (!r.ok) {
              setLeaving(false);
              setError(r.message);
              return;
            }
            navigate(paths.onboarding(), { replace: true });
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
