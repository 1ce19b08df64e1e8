import { useLocation } from 'react-router-dom';
import type { UserRow } from '../../db';
import { withFlags } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { isLinked, providerName } from './profile-rules';
import styles from './Profile.module.css';

/**
 * The sign-in accounts linked to the player. Without one they play as a guest: 'Link Account' opens the
 * link-account modal (?link_account=true, in-play §4), which keeps their progress under their email.
 */
export function LinkedAccounts({ me }: { me: UserRow }) {
  const { search } = useLocation();
  return (
    <section className={styles.card} aria-labelledby="linked-title">
      <h2 id="linked-title" className={styles.cardTitle}>
        Linked accounts
      </h2>
      {isLinked(me) ? (
        <ul className={styles.linked}>
          {me.linked_accounts.map((p) => (
            <li key={p}>
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
              {providerName(p)}
              {p === 'email' && <span className={styles.muted}> · {me.email}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className={styles.muted}>
            {me.is_temp_user
              ? 'You are playing as a guest: your progress is tied to this device. Link your email to keep it on any device, and to comment, build a group, refer friends and subscribe.'
              : 'No account is linked yet. Link your email to keep your progress on any device and to subscribe.'}
          </p>
          <ButtonLink to={{ search: withFlags(search, { link_account: 'true' }) }} variant="secondary" block>
            Link Account
          </ButtonLink>
        </>
      )}
    </section>
  );
}
