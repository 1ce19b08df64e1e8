import { useId, useState } from 'react';
import { UI_LIMITS } from '../../lib/limits';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { sync } from '../../worker-client';
import styles from './Onboarding.module.css';

/**
 * The username stage (in-play §5): trimmed, at most 24 characters, the server's error under the field.
 * Saving the name is all it does: the user row then holds a username and onboarding moves to the avatar.
 */
export function UsernameStage() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const empty = name.trim() === '';

  const submit = async () => {
    if (empty || saving) return;
    setSaving(true);
    setError(null);
    try {
      const r = await sync.updateUser({ username: name.trim() });
      if (!r.ok) setError(r.message || 'Something went wrong');
    } catch {
      setError('Something went wrong');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.stage} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.stageTitle}>
        What shall the Chronicle call you?
      </h1>
      <p className={styles.body}>Your name is how other Historians will know you in the discussions.</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={field.field}>
          <label htmlFor={`${id}-name`} className={field.label}>
            Username
          </label>
          <input
            id={`${id}-name`}
            className={`${field.input} ${error ? field.invalid : ''}`}
            placeholder="Type your username here..."
            maxLength={UI_LIMITS.username}
            autoComplete="username"
            autoCapitalize="words"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            aria-invalid={!!error}
            aria-describedby={`${id}-msg`}
            autoFocus
          />
          <div className={field.row}>
            <p id={`${id}-msg`} className={error ? field.error : field.hint} role={error ? 'alert' : undefined}>
              {error ?? (empty ? 'Choose your name to continue' : '')}
            </p>
            <span className={field.counter}>
              {name.length}/{UI_LIMITS.username}
            </span>
          </div>
        </div>
        <Button type="submit" block disabled={empty || saving}>
          {saving ? 'Saving…' : 'Continue'}
        </Button>
      </form>
    </section>
  );
}
