import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useInit } from '../../lib/reads';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { EmailCodeFields } from './EmailCodeFields';
import styles from './LoginModal.module.css';
import { useLoginForm } from './useLoginForm';

interface Props {
  onClose: () => void;
  /** Called once the worker has stored the tokens. */
  onSuccess: () => void;
}

/** Email-code login (app-shell §4, §5, §8). */
export function LoginModal({ onClose, onSuccess }: Props) {
  const f = useLoginForm(onSuccess);
  const init = useInit();
  const { search } = useLocation();
  const [googleNote, setGoogleNote] = useState(false);
  const id = useId();

  const sendLabel = f.sending
    ? 'Sending…'
    : f.resendIn > 0
      ? `Resend in ${f.resendIn}s`
      : f.sent
        ? 'Resend The Code'
        : 'Send Code';

  return (
    <Modal title="Log in" onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void f.verify();
        }}
      >
        <p className={styles.lead}>We will email you a 6-digit code. No password needed.</p>
        <EmailCodeFields f={f} id={id} sendLabel={sendLabel} />
        <Button type="submit" block disabled={!f.canVerify}>
          {f.verifying ? 'Logging in…' : 'Log In'}
        </Button>

        {init?.google_sign_in && (
          <>
            <div className={styles.or} aria-hidden="true">
              or
            </div>
            <Button variant="secondary" block onClick={() => setGoogleNote(true)}>
              Continue with Google
            </Button>
            <div role="status" className={styles.sentNote}>
              {googleNote ? 'Google sign-in is not available yet. Please use an email code.' : ''}
            </div>
          </>
        )}

        <p className={styles.terms}>
          By continuing you agree to our <Link to={{ pathname: '/terms', search }}>Terms &amp; Conditions</Link> and{' '}
          <Link to={{ pathname: '/policy', search }}>Privacy Policy</Link>.
        </p>
        {import.meta.env.DEV && (
          <p className={styles.devHint}>
            Local server: the code is in{' '}
            <a href={`/api/dev/mailbox?email=${encodeURIComponent(f.email.trim())}`} target="_blank" rel="noreferrer">
              the dev mailbox
            </a>
            .
          </p>
        )}
      </form>
    </Modal>
  );
}
