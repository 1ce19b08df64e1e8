import { useId, useState } from 'react';
import { useNow } from '../../lib/useNow';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { Modal } from '../../ui/Modal';
import { sync } from '../../worker-client';
import { REFERRAL_OTHER_MAX, REFERRAL_SOURCES, USERNAME_MAX, checkBirth, detailsValid, referralSource } from './user-details-rules';
import styles from './Onboarding.module.css';

/**
 * The user-details form of app-shell §5, for a player who logged in as if they had an account but has
 * no username yet. The birth month and year are checked here and never stored or sent.
 */
export function UserDetailsModal({ onClose }: { onClose: () => void }) {
  const id = useId();
  const today = new Date(useNow(60_000));
  const [v, setV] = useState({ month: '', year: '', username: '', source: '', otherSource: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const birth = checkBirth(v.month, v.year, today);
  const birthError = birth.ok ? null : birth.message;
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => {
    setV((old) => ({ ...old, [k]: e.target.value }));
    if (k === 'username') setServerError(null);
  };

  const create = async () => {
    const source = referralSource(v.source, v.otherSource);
    if (!detailsValid(v, today) || !source || saving) return;
    setSaving(true);
    try {
      const r = await sync.updateUser({ username: v.username.trim(), referral_source: source });
      if (!r.ok) setServerError(r.message || 'Something went wrong');
    } catch {
      setServerError('Something went wrong');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="Create your Historian" onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <fieldset className={styles.birth}>
          <legend className={field.label}>Date of birth (used to check your age, never saved)</legend>
          <div className={styles.inline}>
            <input aria-label="Birth month" className={field.input} inputMode="numeric" placeholder="MM" maxLength={2} value={v.month} onChange={set('month')} aria-describedby={`${id}-birth`} aria-invalid={!!birthError} />
            <input aria-label="Birth year" className={field.input} inputMode="numeric" placeholder="YYYY" maxLength={4} value={v.year} onChange={set('year')} aria-describedby={`${id}-birth`} aria-invalid={!!birthError} />
          </div>
          <p id={`${id}-birth`} className={birthError ? field.error : field.hint} role={birthError ? 'alert' : undefined}>
            {birthError ?? 'Month (1-12) and year (4 digits)'}
          </p>
        </fieldset>
        <div className={field.field}>
          <label htmlFor={`${id}-name`} className={field.label}>
            Username
          </label>
          <input id={`${id}-name`} className={`${field.input} ${serverError ? field.invalid : ''}`} placeholder="Type your username here..." maxLength={USERNAME_MAX} value={v.username} onChange={set('username')} aria-invalid={!!serverError} aria-describedby={`${id}-name-msg`} />
          <p id={`${id}-name-msg`} className={serverError ? field.error : field.hint} role={serverError ? 'alert' : undefined}>
            {serverError ?? ''}
          </p>
        </div>
        <div className={field.field}>
          <label htmlFor={`${id}-source`} className={field.label}>
            How did you hear about us?
          </label>
          <select id={`${id}-source`} className={field.input} value={v.source} onChange={set('source')}>
            <option value="">Choose one…</option>
            {REFERRAL_SOURCES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        {v.source === 'Other' && (
          <div className={field.field}>
            <label htmlFor={`${id}-other`} className={field.label}>
              Tell us where
            </label>
            <input id={`${id}-other`} className={field.input} maxLength={REFERRAL_OTHER_MAX} value={v.otherSource} onChange={set('otherSource')} />
          </div>
        )}
        <Button type="submit" block disabled={!detailsValid(v, today) || saving}>
          {saving ? 'Creating…' : 'Create'}
        </Button>
      </form>
    </Modal>
  );
}
