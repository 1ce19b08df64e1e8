import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { EmailCodeFields } from './EmailCodeFields';
import { GoogleButton } from './GoogleButton';
import styles from './LoginModal.module.css';
import { useLoginForm } from './useLoginForm';

interface Props {
  onClose: () => void;
  /** Called once the worker has stored the tokens. */
  onSuccess: () => void;
  /**
   * Where a Google sign-in lands (a same-origin path): it leaves the app for Google's page and comes back to
   * the callback route, so it cannot call onSuccess; this is where onSuccess would have gone.
   */
  googleReturnTo: string;
}

/** Email-code login (app-shell §4, §5, §8), and Google sign-in where the server offers it. */
export function LoginModal({ onClose, onSuccess, googleReturnTo }: Props) {
  const f = useLoginForm(onSuccess);
  const { search } = useLocation();
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

        <GoogleButton mode="login" returnTo={googleReturnTo} divider />

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
