import { useState } from 'react';
import type { UserRow } from '../../db';
import { useLogOut } from '../../lib/useLogOut';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Sheet } from '../../ui/Sheet';
import styles from './AccountButton.module.css';

/** The header's avatar: who is signed in, and the way out. */
export function AccountButton({ me }: { me: UserRow }) {
  const [open, setOpen] = useState(false);
  const { leaving, error, logOut } = useLogOut();

  return (
    <>
      <button type="button" className={styles.button} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`Historian ${me.username ?? ''}: account`}>
        <Avatar name={me.username} url={me.avatar?.image_url} size={36} />
      </button>
      {open && (
        <Sheet title={`Historian ${me.username ?? ''}`} onClose={() => setOpen(false)}>
          <p className={styles.email}>{me.is_temp_user ? 'Guest — no email linked' : me.email}</p>
          <Button
            variant="secondary"
            block
            disabled={leaving}
            onClick={logOut}
          >
            Log Out
          </Button>
          {error && <Notice tone="error">{error}</Notice>}
          <p className={styles.note}>
            {me.is_temp_user
              ? 'You are playing as a guest: logging out loses this Historian for good. Link an email from your profile first.'
              : 'Logging out removes your stories and any unsent moves from this device.'}
          </p>
        </Sheet>
      )}
    </>
  );
}
