import { useId } from 'react';
import { FLAG_PARAMS } from '../../contract/query-flags';
import { UI_LIMITS } from '../../lib/limits';
import { useMe } from '../../lib/reads';
import type { FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { Modal } from '../../ui/Modal';
import styles from './LoginModal.module.css';
import { useLinkForm } from './useLinkForm';

/**
 * Link account (in-play §4, ?link_account=true): keep the player's progress under an email. With
 * blocker=true the modal cannot be closed until linked (the close button is hidden, Escape does nothing).
 */
export default function LinkAccountModal({ params, onClose }: FlagModalProps) {
  const me = useMe();
  const blocker = params.get(FLAG_PARAMS.blocker) === 'true';
  const f = useLinkForm((me?.linked_accounts.length ?? 0) === 0, onClose);
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <Modal title="Link Your Account" onClose={blocker ? undefined : onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void f.link();
        }}
      >
        <p className={styles.lead}>Link an email to keep your Sanctum safe on every device. We will send you a 6-digit code.</p>
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
            aria-describedby={f.error ? errorId : undefined}
            data-autofocus
          />
        </div>
        <Button variant={f.sent ? 'secondary' : 'primary'} block disabled={!f.canSend} onClick={() => void f.sendCode()}>
          {f.sendLabel}
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
            aria-describedby={f.error ? errorId : undefined}
          />
        </div>
        {f.error && (
          <p id={errorId} className={`${field.error} ${styles.error}`} role="alert">
            {f.error.message}
          </p>
        )}
        <Button type="submit" block disabled={!f.canLink}>
          {f.linking ? 'Linking…' : 'Link Account'}
        </Button>
      </form>
    </Modal>
  );
}
