import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { UI_LIMITS } from '../../lib/limits';
import { useInit } from '../../lib/reads';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { Modal } from '../../ui/Modal';
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
  const errorId = `${id}-error`;

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
        <div className={field.field}>
          <label htmlFor={`${id}-email`} className={field.label}>
            Email
          </label>
          <input
            id={`${id}-email`}
            className={`${field.input} ${f.error?.field === 'email' ? field.invalid : ''}`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={f.email}
            onChange={(e) => f.setEmail(e.target.value)}
            onKeyDown={(e) => {
              // Enter in the email field sends the code (the form's own submit is the log-in).
              if (e.key === 'Enter') {
                e.preventDefault();
                void f.sendCode();
              }
            }}
            aria-invalid={f.error?.field === 'email'}
            aria-describedby={f.error?.field === 'email' ? errorId : undefined}
            data-autofocus
          />
        </div>
        <Button variant={f.sent ? 'secondary' : 'primary'} block disabled={!f.canSend} onClick={() => void f.sendCode()}>
          {sendLabel}
        </Button>
        <div role="status" className={styles.sentNote}>
          {f.sent ? `A code is on its way to ${f.email.trim()}.` : ''}
        </div>

        <div className={field.field}>
          <label htmlFor={`${id}-code`} className={field.label}>
            Code
          </label>
          <input
            id={`${id}-code`}
            className={`${field.input} ${styles.code} ${f.error?.field === 'code' ? field.invalid : ''}`}
            type="text"
            name="code"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            maxLength={UI_LIMITS.loginCode}
            value={f.code}
            onChange={(e) => f.setCode(e.target.value)}
            aria-invalid={f.error?.field === 'code'}
            aria-describedby={f.error?.field === 'code' ? errorId : undefined}
          />
        </div>
        {f.error && (
          <p id={errorId} className={`${field.error} ${styles.error}`} role="alert">
            {f.error.message}
          </p>
        )}
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
