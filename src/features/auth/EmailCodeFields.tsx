import { UI_LIMITS } from '../../lib/limits';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import styles from './LoginModal.module.css';

/** What the email-code fields need of a form hook (useLoginForm and useLinkForm both answer it). */
export interface EmailCodeForm {
  email: string;
  setEmail: (email: string) => void;
  sendCode: () => Promise<unknown>;
  canSend: boolean;
  sent: boolean;
  code: string;
  setCode: (code: string) => void;
  error: { field?: string | null; message: string } | null;
}

interface Props {
  f: EmailCodeForm;
  /** The useId() of the modal: the fields' ids and the error's id derive from it. */
  id: string;
  sendLabel: string;
}

/**
 * The email, its Send button, the sent note, the 6-digit code and the error, as the login and the
 * link-account modals show them. Enter in the email sends the code (the form's own submit is the modal's
 * action: log in, or link).
 */
export function EmailCodeFields({ f, id, sendLabel }: Props) {
  const errorId = `${id}-error`;
  return (
    <>
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
          required
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
    </>
  );
}
