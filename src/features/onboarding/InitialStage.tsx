import { Button } from '../../ui/Button';
import styles from './Onboarding.module.css';

interface Props {
  hasLinkedAccounts: boolean;
  /** A guest is being made: 'Start Playing' waits. */
  starting: boolean;
  /** Why no guest could be made (offline, too many from this network). */
  error: string | null;
  /** 'Start Playing': a temporary player at once, then the onboarding's dialog. */
  onStart: () => void;
  /** 'I Already Have An Account': the same login, remembered so a player with no name gets the user-details form. */
  onLogin: () => void;
}

export function InitialStage({ hasLinkedAccounts, starting, error, onStart, onLogin }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="onb-title">
      <div className={styles.emblem} aria-hidden="true" />
      <h1 id="onb-title" className={styles.title}>
        Chronicle
      </h1>
      <p className={styles.tagline}>You make the choices. The story makes the adventure.</p>
      <p className={styles.body}>
        Step into history as a Historian. Every chapter ends at a moment only you can decide, and what you
        have read stays with you, even offline.
      </p>
      <div className={styles.actions}>
        <Button block onClick={onStart} disabled={starting} aria-describedby={error ? 'onb-start-error' : undefined}>
          {starting ? 'Starting…' : 'Start Playing'}
        </Button>
        {error && (
          <p id="onb-start-error" className={styles.startError} role="alert">
            {error}
          </p>
        )}
        {!hasLinkedAccounts && (
          <Button block variant="secondary" onClick={onLogin}>
            I Already Have An Account
          </Button>
        )}
      </div>
    </section>
  );
}
