import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { sync } from '../../worker-client';
import { PARTNER_CODE_MAX, canSubmitPartnerCode } from './onboarding-rules';
import styles from './Onboarding.module.css';

/** The optional partner (creator) code of the avatar stage (in-play §2, §5): max 24, its error in red. */
export function PartnerCodeForm({ onLinked }: { onLinked: () => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!canSubmitPartnerCode(code) || sending) return;
    setSending(true);
    setError(null);
    try {
      const r = await sync.usePartnerCode(code.trim());
      if (r.ok) onLinked();
      else setError(r.message || 'Something went wrong');
    } catch {
      setError('Something went wrong');
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.partner}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-code`} className={field.label}>
        Partner code (optional)
      </label>
      <div className={styles.inline}>
        <input
          id={`${id}-code`}
          className={`${field.input} ${error ? field.invalid : ''}`}
          maxLength={PARTNER_CODE_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          aria-invalid={!!error}
          aria-describedby={`${id}-msg`}
        />
        <Button type="submit" variant="secondary" disabled={!canSubmitPartnerCode(code) || sending}>
          {sending ? 'Sending…' : 'Submit'}
        </Button>
      </div>
      <p id={`${id}-msg`} className={error ? field.error : field.hint} role={error ? 'alert' : undefined}>
        {error ?? (code.trim() === '' ? "If you don't have code, just enter the Sanctum" : '')}
      </p>
    </form>
  );
}
