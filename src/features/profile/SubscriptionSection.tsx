import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Subscription } from '../../contract';
import type { UserRow } from '../../db';
import { withFlags } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { sync } from '../../worker-client';
import { planView, subscriptionSummary } from './profile-rules';
import styles from './Profile.module.css';
import { wentWrong } from '../../lib/went-wrong';

/** The paid plan: its price and renewal (or end), who takes the money, and the provider's page to cancel or resume it. */
function PaidPlan({ plan }: { plan: Subscription }) {
  const view = planView(plan);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const manage = async () => {
    setOpening(true);
    setError(null);
    const res = await sync.openBillingPortal().catch(wentWrong);
    if (res.ok) {
      window.location.assign(res.value.portalUrl);
      return;
    }
    setOpening(false);
    setError(res.message);
  };
  return (
    <>
      <dl className={styles.planFacts}>
        <dt>Plan</dt>
        <dd>{view.name}</dd>
        <dt>Price</dt>
        <dd>{view.price}</dd>
        <dt>{view.dateLabel}</dt>
        <dd>{view.date}</dd>
        <dt>Payment</dt>
        <dd>{view.provider}</dd>
      </dl>
      {view.ending && (
        <p className={styles.muted}>
          Your plan is cancelled: it stays until {view.date}, then ends. Resume it before then to keep it.
        </p>
      )}
      <Button block variant={view.ending ? 'primary' : 'secondary'} disabled={opening} onClick={() => void manage()}>
        {view.ending ? 'Resume subscription' : 'Manage or cancel subscription'}
      </Button>
      <p className={styles.muted}>Opens the payment provider&apos;s page, where your plan is changed.</p>
      {error && <Notice tone="error">{error}</Notice>}
    </>
  );
}

/**
 * The player's plan. A paying player sees it and manages it at the provider; anyone else may subscribe,
 * which opens the subscription prompt (?subscription=true), asking for a linked account first when there
 * is none (app-shell §4).
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
      {me.subscription ? <PaidPlan plan={me.subscription} /> : <p className={styles.muted}>{plan.detail}</p>}
      {plan.canSubscribe && (
        <ButtonLink to={{ search: withFlags(search, { subscription: 'true' }) }} block>
          Become a Mythic Historian
        </ButtonLink>
      )}
    </section>
  );
}
