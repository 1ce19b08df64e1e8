import { useLocation } from 'react-router-dom';
import type { UserRow } from '../../db';
import { withFlags } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { subscriptionSummary } from './profile-rules';
import styles from './Profile.module.css';

/**
 * The player's plan. Subscribing opens the subscription prompt (?subscription=true), which asks for a
 * linked account first when there is none (app-shell §4).
 */
export function SubscriptionSection({ me }: { me: UserRow }) {
  const { search } = useLocation();
  const plan = subscriptionSummary(me);
  return (
    <section className={styles.card} aria-labelledby="plan-title">
      <h2 id="plan-title" className={styles.cardTitle}>
        Subscription
      </h2>
      <p className={styles.planName}>{plan.title}</p>
      <p className={styles.muted}>{plan.detail}</p>
      {plan.canSubscribe && (
        <ButtonLink to={{ search: withFlags(search, { subscription: 'true' }) }} block>
          Become a Mythic Historian
        </ButtonLink>
      )}
    </section>
  );
}
