import { useId } from 'react';
import { FLAG_PARAMS, QUERY_FLAGS } from '../../contract/query-flags';
import { useMe } from '../../lib/reads';
import type { FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { EmailCodeFields } from './EmailCodeFields';
import { GoogleButton, hereWithout } from './GoogleButton';
import { KeepChoice } from './KeepChoice';
import styles from './LoginModal.module.css';
import { useLinkForm } from './useLinkForm';

/**
 * Link account (in-play §4, ?link_account=true): keep the player's progress under an email. With
 * blocker=true the modal cannot be closed until linked (the close button is hidden, Escape does nothing).
 * A guest whose email already has an account chooses whose progress to keep (KeepChoice).
 */
export default function LinkAccountModal({ params, onClose }: FlagModalProps) {
  const me = useMe();
  const blocker = params.get(FLAG_PARAMS.blocker) === 'true';
  const guest = me?.is_temp_user ?? false;
  const f = useLinkForm((me?.linked_accounts.length ?? 0) === 0, onClose, guest);
  const id = useId();
  const here = hereWithout(QUERY_FLAGS.linkAccount, FLAG_PARAMS.blocker);

  return (
    <Modal title={f.choice ? 'Whose Progress Do You Keep?' : 'Link Your Account'} onClose={blocker ? undefined : onClose}>
      {f.choice ? (
        <KeepChoice question={f.choice} busy={f.linking} onKeep={(keep) => void f.link(keep)} onCancel={f.cancelChoice} />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void f.link();
          }}
        >
          <p className={styles.lead}>
            {guest
              ? 'You are playing as a guest. Link an email and everything you have played stays yours, on any device. We will send you a 6-digit code.'
              : 'Link an email to keep your Sanctum safe on every device. We will send you a 6-digit code.'}
          </p>
          <EmailCodeFields f={f} id={id} sendLabel={f.sendLabel} />
          <Button type="submit" block disabled={!f.canLink}>
            {f.linking ? 'Linking…' : 'Link Account'}
          </Button>
          {/* A guest may link a Google account instead: the same keeping of progress (server/auth/temp-users.ts). */}
          {guest && <GoogleButton mode="link" returnTo={here} label="Link with Google" divider />}
        </form>
      )}
    </Modal>
  );
}
